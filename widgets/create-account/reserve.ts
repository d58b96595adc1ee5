/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The create-account form. */
export default { phone: 564 };
