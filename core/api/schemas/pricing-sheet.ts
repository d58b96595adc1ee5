import { array, type Infer, integer, nullable, number, object, size, string } from 'superstruct';

const count = nullable(number());

/**
 * The printable pricing sheet (spec.md section 7): the community's floorplans as the visitor
 * filtered them, posted in a hidden form's `data` field; the CMS renders a page to print.
 */
export const PricingSheet = object({
  community_id: integer(),
  community: size(string(), 1, 120),
  residences: size(
    array(
      object({
        name: size(string(), 1, 120),
        bed_low: count,
        bed_high: count,
        bath_low: count,
        bath_high: count,
        sqft_low: count,
        sqft_high: count,
        price: count,
      }),
    ),
    0,
    500,
  ),
});
export type PricingSheet = Infer<typeof PricingSheet>;
