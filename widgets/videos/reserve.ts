/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The grid of video thumbnails. */
export default { phone: 1600, tablet: 490, desktop: 480 };
