/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The realtor and client fields of the registration form. */
export default { phone: 2961, tablet: 1661 };
