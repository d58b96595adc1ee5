/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The buying application's fields. */
export default { phone: 2548, tablet: 1572 };
