/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. A grid of quotes, one to three a row: more than a screen on a phone, so the rest grows below the fold. */
export default { phone: 2291, tablet: 1160, desktop: 745 };
