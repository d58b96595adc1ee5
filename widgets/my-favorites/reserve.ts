/** The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo. My favorites' landing: counts, or the sign-in prompt and sample listings. */
export default { phone: 1197, tablet: 469, desktop: 525 };
