/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The schedule-a-tour form's fields; with data-modal only its 'Schedule a tour' button. */
export default { phone: 923, tablet: 614, variants: { '[data-modal]': { phone: 44 } } };
