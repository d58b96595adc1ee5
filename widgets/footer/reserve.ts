/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The promise, the links, communities by region and model centers; at the foot of every page. */
export default { phone: 1378, tablet: 811, desktop: 675 };
