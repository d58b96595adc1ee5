/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo (592, 639 and 730 px at 375, 900 and 1280). The heading, the zoom tools, the 3:2 plan, the filter and the key, and on a desktop the card's column beside them. */
export default { phone: 592, tablet: 640, desktop: 730 };
