/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The year list and the newest years: more than a screen (29 years in all run to 6,800-11,000 px), so the rest grows below the fold. */
export default { phone: 1000 };
