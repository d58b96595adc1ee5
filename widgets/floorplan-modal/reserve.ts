/** The box held for this widget while it loads, in px per device class (build/reservations.ts): one 44 px button. */
export default { phone: 44 };
