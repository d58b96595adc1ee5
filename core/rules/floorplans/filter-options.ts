import type { Filterable } from './filters';
import { priceBounds, priceOptions } from '../price-bounds';
import { sqftOptions } from '../sqft-options';

export interface FloorplanFilterOptions {
  beds: number[];
  baths: number[];
  sqft: number[];
  prices: number[];
}

const known = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * Every value from low to high in steps, that at least one plan matches (no empty choices); a
 * plan matches the values of its range (matchesRange), or its low alone when it has no high.
 * One pass over the plans, marking the steps each covers: 2,000 plans cost a few thousand
 * marks, not a search of every plan for every value.
 */
function matchedValues(
  plans: readonly Filterable[],
  step: number,
  range: (p: Filterable) => [number | null, number | null],
): number[] {
  let lowest = Infinity;
  let highest = -Infinity;
  for (const plan of plans) {
    const [low, high] = range(plan);
    for (const end of [low, high]) {
      if (!known(end)) continue;
      if (end < lowest) lowest = end;
      if (end > highest) highest = end;
    }
  }
  if (lowest === Infinity) return [];
  const from = Math.floor(lowest / step) * step;
  const count = Math.floor((highest - from) / step) + 1;
  const matched = new Uint8Array(count);
  for (const plan of plans) {
    const [low, high] = range(plan);
    if (!known(low)) continue;
    if (!known(high)) {
      // One value: only a step that equals it.
      const at = (low - from) / step;
      if (Number.isInteger(at)) matched[at] = 1;
      continue;
    }
    for (let at = Math.max(0, Math.ceil((low - from) / step)); at < count && from + at * step <= high; at++)
      matched[at] = 1;
  }
  const values: number[] = [];
  for (let at = 0; at < count; at++) if (matched[at]) values.push(from + at * step);
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
