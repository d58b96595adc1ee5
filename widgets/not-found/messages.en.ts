/** hb-not-found's words (docs/i18n.md). */
export default {
  heading: 'Sorry, we can’t find that page',
  lead: 'It may have moved, or the address may be mistyped. These will take you back to our homes.',
  loading: 'Loading our communities…',
  wayBack: 'Find your way back',
  region: 'Communities in {region}',
  floorplans: 'Our floorplans',
  contact: 'Contact us',
  near: 'Communities near {name}',
  newest: 'Our newest communities',
} as const;
