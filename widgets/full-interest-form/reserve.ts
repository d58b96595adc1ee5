/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The full interest list's fields. */
export default { phone: 2621, tablet: 1501 };
