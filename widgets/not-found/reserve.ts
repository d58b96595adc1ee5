/** The box held for this widget while it loads, in px per device class (build/reservations.ts); estimated from the demo. The message, the ways back and three community cards. */
export default { phone: 2300, tablet: 1400, desktop: 1100 };
