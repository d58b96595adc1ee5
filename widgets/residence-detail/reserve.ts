/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. Pictures, figures, actions and the plan selector. */
export default { phone: 1000, tablet: 1000, desktop: 600 };
