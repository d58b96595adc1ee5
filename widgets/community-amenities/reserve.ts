/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The amenity filter and the microsite's map. */
export default { phone: 926, tablet: 644 };
