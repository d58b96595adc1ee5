/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The hero: slides, the offer, the price slider, the map of communities and their cards. */
export default { phone: 2104, tablet: 1654, desktop: 1739 };
