/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The 'On this page' bar: one row of links. */
export default { phone: 45 };
