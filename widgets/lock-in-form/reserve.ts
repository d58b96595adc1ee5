/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The lock-in form's fields and button. */
export default { phone: 877, tablet: 589 };
