/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The grid of video thumbnails. */
export default { phone: 1496, tablet: 489, desktop: 476 };
