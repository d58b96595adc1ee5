/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The buying application's fields. */
export default { phone: 2494, tablet: 1503 };
