/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. An event's details and its registration form. */
export default { phone: 1269, tablet: 1247 };
