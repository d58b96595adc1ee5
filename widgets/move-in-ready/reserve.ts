/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. One row of home cards (a strip that scrolls sideways below 1025 px) and the link to every home. */
export default { phone: 515, tablet: 515, desktop: 523 };
