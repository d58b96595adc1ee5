/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The schedule-a-visit form's fields. */
export default { phone: 1011, tablet: 702 };
