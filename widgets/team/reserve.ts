/** The box held for this widget while it loads, in px per device class (build/reservations.ts); estimated from the demo. The team's photo grid. */
export default { phone: 2600, tablet: 1500, desktop: 1100 };
