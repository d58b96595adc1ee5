/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. A position's details and its application form. */
export default { phone: 2541, tablet: 1633 };
