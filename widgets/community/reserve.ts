/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The picture, the facts and the sub-navigation: more than a screen, so the sections grow below the fold. */
export default { phone: 1000 };
