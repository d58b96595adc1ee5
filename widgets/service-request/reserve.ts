/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The contractor directory and the trade partners. */
export default { phone: 3981, tablet: 2391, desktop: 1831 };
