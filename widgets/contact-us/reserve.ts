/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The contact form beside the model centers (stacked on a phone and a tablet). */
export default { phone: 2368, tablet: 2080, desktop: 1203 };
