/** The box held for this widget while it loads, in px per device class (build/reservations.ts). The title, actions and a table of photos and seven rows. */
export default { phone: 900, tablet: 820, desktop: 760 };
