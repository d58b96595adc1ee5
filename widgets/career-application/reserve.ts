/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The career application's fields. */
export default { phone: 1556, tablet: 1075 };
