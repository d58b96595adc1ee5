/** A community's floorplans' words; Spanish: messages.es.ts. */
export default {
  loading: 'Loading floorplans…',
  title: 'Floorplans at {community}',
  one: 'floorplan',
  many: 'floorplans',
  noMatch: 'No floorplans here match these filters. Try fewer filters, or clear them.',
  none: '{community} has no floorplans to show yet.',
  print: 'Print the pricing sheet',
  newTab: '(opens in a new tab)',
};
