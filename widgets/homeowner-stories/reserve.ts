/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The four families (stacked on a phone) and the first story. */
export default { phone: 753, tablet: 448, desktop: 379 };
