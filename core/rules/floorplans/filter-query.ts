import type { FilterChoice, FloorplanFilters } from './filters';
import { DEFAULT_FLOORPLAN_SORT, FLOORPLAN_SORTS, type FloorplanSort } from './sort';

/**
 * Filters live in the address (?beds=4&min_price=300000&sort=price), so a filtered list can be
 * shared and comes back with back/forward. 'all' and the default sort are simply left out.
 */
export interface FloorplanView {
  filters: FloorplanFilters;
  sort: FloorplanSort;
}

const NUMBER_PARAMS = { beds: 'beds', baths: 'baths', sqft: 'sqft', minPrice: 'min_price', maxPrice: 'max_price' } as const;
const ON_YOUR_LOT_PARAM = 'on_your_lot';
const SORT_PARAM = 'sort';

/** Every query parameter the floorplan lists own. */
export const FLOORPLAN_QUERY_PARAMS: readonly string[] = [...Object.values(NUMBER_PARAMS), ON_YOUR_LOT_PARAM, SORT_PARAM];

function numberChoice(raw: string | null): FilterChoice<number> {
  if (raw === null || raw.trim() === '') return 'all';
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : 'all';
}

/** Reads the filters from an address's query; anything missing or malformed means 'all'. */
export function readFloorplanQuery(params: URLSearchParams): FloorplanView {
  const lot = params.get(ON_YOUR_LOT_PARAM);
  const sort = params.get(SORT_PARAM);
  return {
    filters: {
      beds: numberChoice(params.get(NUMBER_PARAMS.beds)),
      baths: numberChoice(params.get(NUMBER_PARAMS.baths)),
      sqft: numberChoice(params.get(NUMBER_PARAMS.sqft)),
      minPrice: numberChoice(params.get(NUMBER_PARAMS.minPrice)),
      maxPrice: numberChoice(params.get(NUMBER_PARAMS.maxPrice)),
      onYourLot: lot === 'yes' ? true : lot === 'no' ? false : 'all',
    },
    sort: FLOORPLAN_SORTS.includes(sort as FloorplanSort) ? (sort as FloorplanSort) : DEFAULT_FLOORPLAN_SORT,
  };
}

/** A copy of `params` holding this view; other parameters of the page are kept as they were. */
export function writeFloorplanQuery(params: URLSearchParams, view: FloorplanView): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, name] of Object.entries(NUMBER_PARAMS)) {
    const value = view.filters[key as keyof typeof NUMBER_PARAMS];
    if (value === 'all') next.delete(name);
    else next.set(name, String(value));
  }
  if (view.filters.onYourLot === 'all') next.delete(ON_YOUR_LOT_PARAM);
  else next.set(ON_YOUR_LOT_PARAM, view.filters.onYourLot ? 'yes' : 'no');
  if (view.sort === DEFAULT_FLOORPLAN_SORT) next.delete(SORT_PARAM);
  else next.set(SORT_PARAM, view.sort);
  return next;
}
