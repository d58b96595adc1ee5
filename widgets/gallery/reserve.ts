/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo (a microsite's gallery: six pictures and two videos). The tag buttons and the grid. */
export default { phone: 2237, tablet: 717, desktop: 525 };
