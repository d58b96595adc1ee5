/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. Fifteen logos, two, three or five a row: more than a screen on a phone, so the rest grows below the fold. */
export default { phone: 1620, tablet: 999, desktop: 643 };
