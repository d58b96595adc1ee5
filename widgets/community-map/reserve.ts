/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The map and the list of communities (a phone shows one panel). */
export default { phone: 936, tablet: 854 };
