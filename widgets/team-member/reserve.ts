/** The box held for this widget while it loads, in px per device class (build/reservations.ts); estimated from the demo. One member: photo beside the story. */
export default { phone: 640, tablet: 420, desktop: 420 };
