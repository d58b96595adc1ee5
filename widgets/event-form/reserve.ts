/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The event registration form's fields. */
export default { phone: 725, tablet: 549 };
