import { matchesRange, type Filterable } from './filters';
import { priceBounds, priceOptions } from '../price-bounds';
import { sqftOptions } from '../sqft-options';

export interface FloorplanFilterOptions {
  beds: number[];
  baths: number[];
  sqft: number[];
  prices: number[];
}

/** Every value from low to high in steps, that at least one plan matches (no empty choices). */
function matchedValues(plans: readonly Filterable[], step: number, range: (p: Filterable) => [number | null, number | null]): number[] {
  const ends = plans.flatMap((p) => range(p)).filter((n): n is number => typeof n === 'number');
  if (!ends.length) return [];
  const values: number[] = [];
  for (let v = Math.floor(Math.min(...ends) / step) * step; v <= Math.max(...ends); v += step)
    if (plans.some((p) => matchesRange(v, ...range(p)))) values.push(v);
  return values;
}

/**
 * The choices of the floorplan filters for a list: bedrooms in whole numbers, bathrooms in
 * halves, sq ft in 1,000 steps, prices between bounds rounded to 25,000 (spec.md section 9).
 */
export function floorplanFilterOptions(plans: readonly Filterable[]): FloorplanFilterOptions {
  return {
    beds: matchedValues(plans, 1, (p) => [p.bed_low, p.bed_high]),
    baths: matchedValues(plans, 0.5, (p) => [p.bath_low, p.bath_high]),
    sqft: sqftOptions(plans),
    prices: priceOptions(priceBounds(plans.map((p) => p.price))),
  };
}
