/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The list of open positions. */
export default { phone: 951, tablet: 488 };
