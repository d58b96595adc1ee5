import type { Filterable } from '../../../../../core/rules/floorplans/filters';

/** A plan as the filters see it: 3-4 beds, 2-2.5 baths, 1,800-2,200 sq ft, $300,000, unless told otherwise. */
export const plan = (overrides: Partial<Filterable> = {}): Filterable => ({
  bed_low: 3,
  bed_high: 4,
  bath_low: 2,
  bath_high: 2.5,
  sqft_low: 1800,
  sqft_high: 2200,
  price: 300_000,
  is_on_your_lot: false,
  ...overrides,
});
