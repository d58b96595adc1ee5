/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The team's photo grid (two a row on a phone). */
export default { phone: 1370, tablet: 1131, desktop: 650 };
