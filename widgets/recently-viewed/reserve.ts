/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. For a visitor not signed in, the sign-in prompt; a list grows below it. */
export default { phone: 172, tablet: 124 };
