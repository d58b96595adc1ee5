/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. Three community cards, stacked on a phone and a row from tablets up, and the link to every community. */
export default { phone: 1514, tablet: 537, desktop: 543 };
