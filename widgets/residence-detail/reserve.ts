/**
 * The box held for this widget while it loads, in px per device class (build/reservations.ts);
 * measured on the demo (the Aspen at Lakeside Preserve; an apartment has no actions or plan selector).
 */
export default {
  phone: 938,
  tablet: 1120,
  desktop: 534,
  variants: { '[data-apartment-residence-id]': { phone: 578, tablet: 940, desktop: 534 } },
};
