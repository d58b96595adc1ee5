/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The heart: one 44 px target. */
export default { phone: 44 };
