/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The button (the promise opens in a dialog). */
export default { phone: 44 };
