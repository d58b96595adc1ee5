/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. Fifteen logos: two, three or five a row. */
export default { phone: 1700, tablet: 1100, desktop: 700 };
