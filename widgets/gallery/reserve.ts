/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The tag buttons and the first rows of pictures. */
export default { phone: 1600, tablet: 900, desktop: 900 };
