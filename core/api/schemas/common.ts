import { array, nullable, number, optional, string, type } from 'superstruct';

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

/**
 * A plan's floor plan drawings, one a floor and one a floor with an option where the plan has
 * them ("First floor", "Second floor", "First floor with the optional bonus suite"), first floor
 * first. Not in spec.md: optional, so a CMS without drawings still passes; absent or empty, the
 * detail pages lead with the elevations as before. A drawing is best an SVG (crisp at any zoom);
 * small and large may be the same file.
 */
export const FloorPlanImages = optional(array(type({ img: ImagePair, alt: OptionalText, label: OptionalText })));
