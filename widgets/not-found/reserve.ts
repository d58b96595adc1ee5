/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The message, the ways back and three community cards. */
export default { phone: 2160, tablet: 870, desktop: 900 };
