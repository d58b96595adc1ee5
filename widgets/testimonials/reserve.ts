/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. A grid of quotes, one to three a row: more than a screen on a phone, so the rest grows below the fold. */
export default { phone: 1000, tablet: 968, desktop: 649 };
