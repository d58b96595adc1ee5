/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. A floorplan's figures, elevations and dropdown. */
export default { phone: 1066, tablet: 831, desktop: 919 };
