/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The eight regions, each with its video. */
export default { phone: 2831, tablet: 1001, desktop: 680 };
