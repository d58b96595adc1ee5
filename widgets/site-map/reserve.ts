/** The box held for this widget while it loads, in px per device class (build/reservations.ts); estimated from the demo. Communities by region, then the site's pages. */
export default { phone: 4200, tablet: 2400, desktop: 1900 };
