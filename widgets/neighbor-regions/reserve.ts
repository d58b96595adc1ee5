/** The box held for this widget while it loads, in px per device class (build/reservations.ts); estimated from the demo. The regions, each with its video. */
export default { phone: 2600, tablet: 1500, desktop: 1000 };
