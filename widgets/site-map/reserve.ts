/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. Communities by region, then the site's pages. */
export default { phone: 2748, tablet: 1206, desktop: 1058 };
