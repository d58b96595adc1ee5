/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The sign-in form. */
export default { phone: 363 };
