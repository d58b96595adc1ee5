import { array, type Infer, nullable, number, object, optional, size, string } from 'superstruct';

const count = nullable(number());
const text = (max: number) => size(string(), 0, max);

/**
 * The printable communities list (spec.md section 7): the communities the map's list shows,
 * posted in a hidden form's `data` field; the CMS renders a page to print.
 */
export const PrintableCommunities = object({
  title: size(string(), 1, 120),
  communities: size(
    array(
      object({
        name: size(string(), 1, 120),
        region: text(120),
        price: count,
        bed_low: count,
        bed_high: count,
        bath_low: count,
        bath_high: count,
        sqft_low: count,
        sqft_high: count,
        availability: text(40),
        address: optional(nullable(text(200))),
        phone: optional(nullable(text(40))),
      }),
    ),
    0,
    500,
  ),
});
export type PrintableCommunities = Infer<typeof PrintableCommunities>;
