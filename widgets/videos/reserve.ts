/** The box held for this widget while it loads, in px per device class (build/reservations.ts); estimated from the demo. The grid of video thumbnails. */
export default { phone: 1500, tablet: 800, desktop: 560 };
