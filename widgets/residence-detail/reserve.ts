/**
 * The box held for this widget while it loads, in px per device class (build/reservations.ts);
 * measured on the demo (the Aspen at Lakeside Preserve; an apartment has no actions or plan selector).
 */
export default {
  phone: 861,
  tablet: 1158,
  desktop: 544,
  variants: { '[data-apartment-residence-id]': { phone: 578, tablet: 940, desktop: 534 } },
};
