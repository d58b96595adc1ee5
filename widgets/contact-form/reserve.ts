/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The contact form's fields. */
export default { phone: 1133, tablet: 845 };
