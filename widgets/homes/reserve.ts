/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The filter bar and the first cards: more than a screen, so the rest of the list grows below the fold. */
export default { phone: 1000 };
