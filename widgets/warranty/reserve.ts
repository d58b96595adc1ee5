/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. Three warranty terms (stacked on a phone) and the service link. */
export default { phone: 641, tablet: 290, desktop: 266 };
