/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. The referral pre-form (the full form follows only after it is sent). */
export default { phone: 631, tablet: 431 };
