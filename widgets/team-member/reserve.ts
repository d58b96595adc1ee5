/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. One member: photo beside the story. */
export default { phone: 530, tablet: 320, desktop: 320 };
