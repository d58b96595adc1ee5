/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The step track, one step's card (its height kept for every step) and previous / next. */
export default { phone: 409, tablet: 409, desktop: 450 };
