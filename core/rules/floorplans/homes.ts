import type { Home } from '../../api/schemas/home';
import { floorplanFilterOptions, type FloorplanFilterOptions } from './filter-options';
import { filterFloorplans, type Filterable, type FloorplanFilters } from './filters';
import { sortFloorplans, type FloorplanSort } from './sort';

/** What the list rules read of a move-in-ready home. */
export type HomeFigures = Pick<Home, 'beds' | 'baths' | 'sqft' | 'price'>;

type Keyed<T> = Filterable & Record<FloorplanSort, number | null> & { home: T };

/**
 * A home has one value where a plan has a range: a range with no high, so the floorplan rules of
 * spec.md section 5 apply unchanged (beds and baths match that value; sq ft: the chosen size is
 * not above it; prices as for plans). The rules are written once, for both.
 */
export function homeAsFilterable<T extends HomeFigures>(home: T): Keyed<T> {
  return {
    home,
    bed_low: home.beds,
    bed_high: null,
    bath_low: home.baths,
    bath_high: null,
    sqft_low: home.sqft,
    sqft_high: null,
    price: home.price,
    is_on_your_lot: false,
  };
}

/** The homes that pass every filter, ordered by the sort key (unpriced last, ties in API order). */
export function filterAndSortHomes<T extends HomeFigures>(
  homes: readonly T[],
  filters: FloorplanFilters,
  sort: FloorplanSort,
): T[] {
  return filterFloorplans(sortFloorplans(homes.map(homeAsFilterable), sort), filters).map((k) => k.home);
}

/** The filter choices for some homes: the floorplans' (1,000 sq ft steps, prices in 25,000 steps). */
export const homeFilterOptions = (homes: readonly HomeFigures[]): FloorplanFilterOptions =>
  floorplanFilterOptions(homes.map(homeAsFilterable));
