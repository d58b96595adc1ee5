/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The service request's fields and the box for its first issue. */
export default { phone: 1652, tablet: 1231 };
