/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The calculator: its inputs, the payment and the yearly chart. */
export default { phone: 1797, tablet: 1167, desktop: 1124 };
