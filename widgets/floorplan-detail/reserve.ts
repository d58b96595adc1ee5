/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The floor plan and elevations beside (from 1024 px) or above the figures, call-to-action bar, Compare toggle and dropdown. */
export default { phone: 861, tablet: 1313, desktop: 643 };
