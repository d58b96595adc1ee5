/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The heading, the zoom tools, the 3:2 plan, the filter and the key (and the card beside them on a desktop). */
export default { phone: 560, tablet: 760, desktop: 700 };
