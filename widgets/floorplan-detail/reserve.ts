/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. A floorplan's figures, Compare toggle, elevations and dropdown. */
export default { phone: 1126, tablet: 925, desktop: 1015 };
