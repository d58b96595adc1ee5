/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo with two columns (the tray's usual way in). The title, actions and a table of photos and seven rows. */
export default { phone: 1123, tablet: 1066, desktop: 1086 };
