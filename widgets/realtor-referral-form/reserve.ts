/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The realtor and client fields of the registration form; with data-modal only its 'Register a client' button. */
export default { phone: 2961, tablet: 1661, variants: { '[data-modal]': { phone: 44 } } };
