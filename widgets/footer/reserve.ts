/** The box held for this widget while it loads, in px per device class (build/reservations.ts); estimated from the demo. The promise, the links, communities by region and model centers; at the foot of every page. */
export default { phone: 2400, tablet: 1400, desktop: 900 };
