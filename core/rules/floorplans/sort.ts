/** How a floorplan list can be ordered; spec.md section 2: sqft_low ascending by default. */
export const FLOORPLAN_SORTS = ['sqft_low', 'price', 'bed_low'] as const;
export type FloorplanSort = (typeof FLOORPLAN_SORTS)[number];
export const DEFAULT_FLOORPLAN_SORT: FloorplanSort = 'sqft_low';

export const FLOORPLAN_SORT_LABELS: Record<FloorplanSort, string> = {
  sqft_low: 'Size: smallest first',
  price: 'Price: lowest first',
  bed_low: 'Bedrooms: fewest first',
};

type Sortable = Record<FloorplanSort, number | null>;

/**
 * A new list ordered by the key, ascending. Plans without a value (unpriced) go last; equal
 * values keep the API's order (Array.prototype.sort is stable).
 */
export function sortFloorplans<T extends Sortable>(plans: readonly T[], key: FloorplanSort = DEFAULT_FLOORPLAN_SORT): T[] {
  const value = (plan: T) => {
    const v = plan[key];
    return typeof v === 'number' && Number.isFinite(v) ? v : Number.POSITIVE_INFINITY;
  };
  return [...plans].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    return x === y ? 0 : x < y ? -1 : 1;
  });
}
