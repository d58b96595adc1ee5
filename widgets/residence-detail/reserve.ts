/**
 * The box held for this widget while it loads, in px per device class (build/reservations.ts);
 * measured on the demo (the Aspen at Lakeside Preserve; an apartment has no actions or plan selector).
 */
export default {
  phone: 990,
  tablet: 1048,
  desktop: 607,
  variants: { '[data-apartment-residence-id]': { phone: 646, tablet: 868, desktop: 534 } },
};
