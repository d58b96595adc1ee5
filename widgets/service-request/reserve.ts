/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The contractor directory and the trade partners. */
export default { phone: 3900, tablet: 1850, desktop: 1671 };
