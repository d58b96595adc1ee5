/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The eight regions, each with its video. */
export default { phone: 2930, tablet: 1030, desktop: 690 };
