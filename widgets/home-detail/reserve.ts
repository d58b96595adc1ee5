/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The photos (3:2), the thumbnail strip and the facts. */
export default { phone: 909, tablet: 1319, desktop: 640 };
