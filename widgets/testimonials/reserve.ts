/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. A grid of quotes (one column on a phone). */
export default { phone: 900, tablet: 700, desktop: 600 };
