/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The step track, one step's card and previous / next. */
export default { phone: 480, tablet: 460, desktop: 470 };
