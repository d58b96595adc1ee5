/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The year list and the first years of awards (the rest follow below the fold). */
export default { phone: 1200, tablet: 1000, desktop: 900 };
