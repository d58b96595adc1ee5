/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The hero: slides, the offer, the price slider and the map of communities. */
export default { phone: 1677, tablet: 1440, desktop: 1503 };
