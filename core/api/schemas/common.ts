import { nullable, number, optional, string, type } from 'superstruct';

/** An image in two sizes, as the CMS stores every picture. */
export const ImagePair = type({ small: string(), large: string() });

/** Low-to-high ranges: a missing high means "exactly low" (spec.md section 5). */
export const SizeRanges = {
  bed_low: nullable(number()),
  bed_high: nullable(number()),
  bath_low: nullable(number()),
  bath_high: nullable(number()),
  sqft_low: nullable(number()),
  sqft_high: nullable(number()),
};

/** A price; null where the builder has not published one. */
export const Price = nullable(number());

export const OptionalText = optional(nullable(string()));
