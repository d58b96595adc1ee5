import { describe, expect, it } from 'vitest';
import { filterAndSortHomes, filterFloorplans, homeFilterOptions } from '../../../../../core/rules/floorplans';
import { type Filterable, type FloorplanFilters, NO_FILTERS } from '../../../../../core/rules/floorplans/filters';

const home = (id: number, beds: number, baths: number, sqft: number, price: number | null) => ({
  id,
  beds,
  baths,
  sqft,
  price,
});
const homes = [
  home(1, 3, 2, 1650, 289_900),
  home(2, 4, 2.5, 2100, 344_000),
  home(3, 4, 3, 2450, null),
  home(4, 5, 3, 3050, 412_500),
];
const ids = (filters: Partial<FloorplanFilters>, sort: 'sqft_low' | 'price' | 'bed_low' = 'sqft_low') =>
  filterAndSortHomes(homes, { ...NO_FILTERS, ...filters }, sort).map((h) => h.id);
const plan = (overrides: Partial<Filterable>): Filterable => ({
  bed_low: 3,
  bed_high: 4,
  bath_low: 2,
  bath_high: 3,
  sqft_low: 1800,
  sqft_high: 2400,
  price: 300_000,
  is_on_your_lot: false,
  ...overrides,
});

describe('the floorplan rules applied to move-in-ready homes (one value where a plan has a range)', () => {
  it('shows every home with no filter, smallest first', () => {
    expect(ids({})).toEqual([1, 2, 3, 4]);
  });
  it('matches beds and baths on the home’s own value, as for a plan with no high value', () => {
    expect(ids({ beds: 4 })).toEqual([2, 3]);
    expect(ids({ baths: 3 })).toEqual([3, 4]);
    // The same rule on a plan: a range holds every value between its ends.
    expect(filterFloorplans([plan({})], { ...NO_FILTERS, beds: 4 })).toHaveLength(1);
    expect(filterFloorplans([plan({ bed_high: null })], { ...NO_FILTERS, beds: 4 })).toHaveLength(0);
  });
  it('keeps homes of at least the chosen size, and plans whose high size reaches it', () => {
    expect(ids({ sqft: 2000 })).toEqual([2, 3, 4]);
    expect(ids({ sqft: 3000 })).toEqual([4]);
    expect(filterFloorplans([plan({})], { ...NO_FILTERS, sqft: 2000 })).toHaveLength(1);
    expect(filterFloorplans([plan({})], { ...NO_FILTERS, sqft: 3000 })).toHaveLength(0);
  });
  it('leaves unpriced homes out of a minimum price and keeps them under a maximum', () => {
    expect(ids({ minPrice: 300_000 })).toEqual([2, 4]);
    expect(ids({ maxPrice: 350_000 })).toEqual([1, 2, 3]);
    expect(ids({ minPrice: 300_000, maxPrice: 350_000 })).toEqual([2]);
  });
  it('sorts by price with unpriced homes last, and by bedrooms keeping ties in the API order', () => {
    expect(ids({}, 'price')).toEqual([1, 2, 4, 3]);
    expect(ids({}, 'bed_low')).toEqual([1, 2, 3, 4]);
  });
  it('offers only values some home has, sq ft in 1,000 steps and prices in 25,000 steps', () => {
    const options = homeFilterOptions(homes);
    expect(options.beds).toEqual([3, 4, 5]);
    expect(options.baths).toEqual([2, 2.5, 3]);
    expect(options.sqft).toEqual([1000, 2000, 3000]);
    expect(options.prices[0]).toBe(275_000);
    expect(options.prices.at(-1)).toBe(425_000);
    for (const p of options.prices) expect(p % 25_000).toBe(0);
  });
});
