import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Filterable,
  type FloorplanFilters,
  matchesBathFilter,
  matchesBedFilter,
  matchesOnYourLotFilter,
  matchesSqftFilter,
  NO_FILTERS,
} from '../../../../../core/rules/floorplans/filters';
import { filterFloorplans, matchesMaxPriceFilter, matchesMinPriceFilter } from '../../../../../core/rules/floorplans';
import { plan } from './filterable';

describe('bed filter (spec.md section 5)', () => {
  it('matches every plan when the value is all', () => {
    expect(matchesBedFilter('all', plan({ bed_low: null, bed_high: null }))).toBe(true);
  });
  it('matches a chosen value within low to high, both ends included', () => {
    expect([2, 3, 4, 5].map((beds) => matchesBedFilter(beds, plan({ bed_low: 3, bed_high: 4 })))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
  it('matches only the low value when the plan has no high', () => {
    expect([2, 3, 4].map((beds) => matchesBedFilter(beds, plan({ bed_low: 3, bed_high: null })))).toEqual([
      false,
      true,
      false,
    ]);
  });
  it('never matches a plan without a low value', () => {
    expect(matchesBedFilter(3, plan({ bed_low: null, bed_high: 4 }))).toBe(false);
  });
});

describe('bath filter (spec.md section 5)', () => {
  it('matches half baths within the range', () => {
    expect([2, 2.5, 3].map((baths) => matchesBathFilter(baths, plan({ bath_low: 2, bath_high: 2.5 })))).toEqual([
      true,
      true,
      false,
    ]);
  });
  it('matches only the low value when there is no high', () => {
    expect([2, 2.5].map((baths) => matchesBathFilter(baths, plan({ bath_low: 2, bath_high: null })))).toEqual([
      true,
      false,
    ]);
  });
  it('matches every plan when the value is all', () => {
    expect(matchesBathFilter('all', plan({ bath_low: null }))).toBe(true);
  });
});

describe('sq ft filter (spec.md section 5)', () => {
  it('matches every plan when the value is all, even one without sizes', () => {
    expect(matchesSqftFilter('all', plan({ sqft_low: null, sqft_high: null }))).toBe(true);
  });
  it('excludes plans without a lower size', () => {
    expect(matchesSqftFilter(1000, plan({ sqft_low: null, sqft_high: 2200 }))).toBe(false);
  });
  it('requires the chosen value not above the high size', () => {
    expect(
      [1000, 2000, 2200, 3000].map((sqft) => matchesSqftFilter(sqft, plan({ sqft_low: 1800, sqft_high: 2200 }))),
    ).toEqual([true, true, true, false]);
  });
  it('takes the lower size as the high size of a one-size plan', () => {
    expect(
      [1000, 1248, 2000].map((sqft) => matchesSqftFilter(sqft, plan({ sqft_low: 1248, sqft_high: null }))),
    ).toEqual([true, true, false]);
  });
});

describe('price filters (spec.md section 5)', () => {
  it('minimum price excludes unpriced plans and those below, and keeps the exact price', () => {
    expect(matchesMinPriceFilter(300_000, plan({ price: null }))).toBe(false);
    expect(matchesMinPriceFilter(300_000, plan({ price: 299_999 }))).toBe(false);
    expect(matchesMinPriceFilter(300_000, plan({ price: 300_000 }))).toBe(true);
  });
  it('maximum price excludes those above, keeps the exact price, and keeps unpriced plans', () => {
    expect(matchesMaxPriceFilter(300_000, plan({ price: 300_001 }))).toBe(false);
    expect(matchesMaxPriceFilter(300_000, plan({ price: 300_000 }))).toBe(true);
    expect(matchesMaxPriceFilter(300_000, plan({ price: null }))).toBe(true);
  });
  it('all keeps unpriced plans for both', () => {
    expect(matchesMinPriceFilter('all', plan({ price: null }))).toBe(true);
    expect(matchesMaxPriceFilter('all', plan({ price: null }))).toBe(true);
  });
});

describe('on-your-lot filter (spec.md section 5)', () => {
  it('matches the flag, and all matches both', () => {
    expect(matchesOnYourLotFilter(true, plan({ is_on_your_lot: true }))).toBe(true);
    expect(matchesOnYourLotFilter(true, plan({ is_on_your_lot: false }))).toBe(false);
    expect(matchesOnYourLotFilter(false, plan({ is_on_your_lot: false }))).toBe(true);
    expect(matchesOnYourLotFilter('all', plan({ is_on_your_lot: true }))).toBe(true);
  });
});

/** The rules written out once more, as plainly as possible, to compare against. */
function reference(plans: Filterable[], f: FloorplanFilters): Filterable[] {
  const out: Filterable[] = [];
  for (const p of plans) {
    if (f.beds !== 'all') {
      if (p.bed_low === null) continue;
      if (p.bed_high === null ? f.beds !== p.bed_low : f.beds < p.bed_low || f.beds > p.bed_high) continue;
    }
    if (f.baths !== 'all') {
      if (p.bath_low === null) continue;
      if (p.bath_high === null ? f.baths !== p.bath_low : f.baths < p.bath_low || f.baths > p.bath_high) continue;
    }
    if (f.sqft !== 'all') {
      if (!p.sqft_low) continue;
      if (f.sqft > (p.sqft_high ?? p.sqft_low)) continue;
    }
    if (f.minPrice !== 'all' && (p.price === null || p.price < f.minPrice)) continue;
    if (f.maxPrice !== 'all' && p.price !== null && p.price > f.maxPrice) continue;
    if (f.onYourLot !== 'all' && p.is_on_your_lot !== f.onYourLot) continue;
    out.push(p);
  }
  return out;
}

const orNull = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });
const halves = (min: number, max: number) => fc.integer({ min: min * 2, max: max * 2 }).map((n) => n / 2);
const arbitraryPlan: fc.Arbitrary<Filterable> = fc.record({
  bed_low: orNull(fc.integer({ min: 2, max: 6 })),
  bed_high: orNull(fc.integer({ min: 2, max: 7 })),
  bath_low: orNull(halves(1, 4)),
  bath_high: orNull(halves(1, 5)),
  sqft_low: orNull(fc.integer({ min: 0, max: 4000 })),
  sqft_high: orNull(fc.integer({ min: 900, max: 4500 })),
  price: orNull(fc.integer({ min: 150_000, max: 600_000 })),
  is_on_your_lot: fc.boolean(),
});
const choice = <T>(a: fc.Arbitrary<T>) => fc.oneof(fc.constant('all' as const), a);
const arbitraryFilters: fc.Arbitrary<FloorplanFilters> = fc.record({
  beds: choice(fc.integer({ min: 1, max: 7 })),
  baths: choice(halves(1, 5)),
  sqft: choice(fc.integer({ min: 1, max: 5 }).map((n) => n * 1000)),
  minPrice: choice(fc.integer({ min: 4, max: 24 }).map((n) => n * 25_000)),
  maxPrice: choice(fc.integer({ min: 4, max: 24 }).map((n) => n * 25_000)),
  onYourLot: choice(fc.boolean()),
});

describe('filterFloorplans', () => {
  it('agrees with a plain reference implementation for any plans and any filters', () => {
    fc.assert(
      fc.property(fc.array(arbitraryPlan, { maxLength: 40 }), arbitraryFilters, (plans, filters) => {
        expect(filterFloorplans(plans, filters)).toEqual(reference(plans, filters));
      }),
      { numRuns: 500 },
    );
  });

  it('keeps every plan, in order, when every filter is all', () => {
    fc.assert(
      fc.property(fc.array(arbitraryPlan, { maxLength: 20 }), (plans) => {
        expect(filterFloorplans(plans, NO_FILTERS)).toEqual(plans);
      }),
    );
  });
});
