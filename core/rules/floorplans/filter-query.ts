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

const NUMBER_PARAMS = {
  beds: 'beds',
  baths: 'baths',
  sqft: 'sqft',
  minPrice: 'min_price',
  maxPrice: 'max_price',
} as const;
const ON_YOUR_LOT_PARAM = 'on_your_lot';
const SORT_PARAM = 'sort';

/** Every query parameter the floorplan lists own. */
export const FLOORPLAN_QUERY_PARAMS: readonly string[] = [
  ...Object.values(NUMBER_PARAMS),
  ON_YOUR_LOT_PARAM,
  SORT_PARAM,
];

function numberChoice(raw: string | null): FilterChoice<number> {
  if (raw === null || raw.trim() === '') return 'all';
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : 'all';
}

/**
 * Reads the filters from an address's query; anything missing or malformed means 'all'.
 * `prefix` keeps two lists of one page apart (`homes2-beds=3`): each reads only its own.
 */
export function readFloorplanQuery(params: URLSearchParams, prefix = ''): FloorplanView {
  const get = (name: string) => params.get(prefix + name);
  const lot = get(ON_YOUR_LOT_PARAM);
  const sort = get(SORT_PARAM);
  return {
    filters: {
      beds: numberChoice(get(NUMBER_PARAMS.beds)),
      baths: numberChoice(get(NUMBER_PARAMS.baths)),
      sqft: numberChoice(get(NUMBER_PARAMS.sqft)),
      minPrice: numberChoice(get(NUMBER_PARAMS.minPrice)),
      maxPrice: numberChoice(get(NUMBER_PARAMS.maxPrice)),
      onYourLot: lot === 'yes' ? true : lot === 'no' ? false : 'all',
    },
    sort: FLOORPLAN_SORTS.includes(sort as FloorplanSort) ? (sort as FloorplanSort) : DEFAULT_FLOORPLAN_SORT,
  };
}

/** A copy of `params` holding this view; other parameters of the page (and other lists' prefixed ones) are kept as they were. */
export function writeFloorplanQuery(params: URLSearchParams, view: FloorplanView, prefix = ''): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (name: string, value: string | null) =>
    value === null ? next.delete(prefix + name) : next.set(prefix + name, value);
  for (const [key, name] of Object.entries(NUMBER_PARAMS)) {
    const value = view.filters[key as keyof typeof NUMBER_PARAMS];
    put(name, value === 'all' ? null : String(value));
  }
  put(ON_YOUR_LOT_PARAM, view.filters.onYourLot === 'all' ? null : view.filters.onYourLot ? 'yes' : 'no');
  put(SORT_PARAM, view.sort === DEFAULT_FLOORPLAN_SORT ? null : view.sort);
  return next;
}
