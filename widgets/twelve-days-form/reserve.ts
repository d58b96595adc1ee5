/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The twelve-days pre-form (the entry form follows only after it is sent). */
export default { phone: 455, tablet: 343 };
