import type { Plan } from '../../api/schemas/plan';

/**
 * spec.md section 5, floorplan filtering. Each filter is 'all' (no filter) or a chosen value;
 * a plan or residence is shown when it passes every one.
 */
export type FilterChoice<T> = 'all' | T;

export interface FloorplanFilters {
  beds: FilterChoice<number>;
  baths: FilterChoice<number>;
  /** The smallest size wanted, one of the 1,000 steps of sqftOptions. */
  sqft: FilterChoice<number>;
  minPrice: FilterChoice<number>;
  maxPrice: FilterChoice<number>;
  onYourLot: FilterChoice<boolean>;
}

export const NO_FILTERS: FloorplanFilters = {
  beds: 'all',
  baths: 'all',
  sqft: 'all',
  minPrice: 'all',
  maxPrice: 'all',
  onYourLot: 'all',
};

/** What the rules read of a plan or a residence (both have these fields). */
export type Filterable = Pick<
  Plan,
  'bed_low' | 'bed_high' | 'bath_low' | 'bath_high' | 'sqft_low' | 'sqft_high' | 'price' | 'is_on_your_lot'
>;

const known = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** The chosen value lies within low to high; with no high, it must equal low. No low: no range to lie in. */
export function matchesRange(choice: FilterChoice<number>, low: number | null, high: number | null): boolean {
  if (choice === 'all') return true;
  if (!known(low)) return false;
  return known(high) ? choice >= low && choice <= high : choice === low;
}

export const matchesBedFilter = (choice: FilterChoice<number>, plan: Pick<Filterable, 'bed_low' | 'bed_high'>) =>
  matchesRange(choice, plan.bed_low, plan.bed_high);
export const matchesBathFilter = (choice: FilterChoice<number>, plan: Pick<Filterable, 'bath_low' | 'bath_high'>) =>
  matchesRange(choice, plan.bath_low, plan.bath_high);

/**
 * Plans without a lower size never match; otherwise the chosen size must not be above the high
 * size. A plan with no high size has one size (schemas/common.ts: a missing high means exactly
 * low), so its low size is its high size.
 */
export function matchesSqftFilter(
  choice: FilterChoice<number>,
  plan: Pick<Filterable, 'sqft_low' | 'sqft_high'>,
): boolean {
  if (choice === 'all') return true;
  if (!known(plan.sqft_low) || plan.sqft_low <= 0) return false;
  const high = known(plan.sqft_high) ? plan.sqft_high : plan.sqft_low;
  return choice <= high;
}

/** Unpriced plans and plans priced below the choice are left out. */
export function matchesMinPriceFilter(choice: FilterChoice<number>, plan: Pick<Filterable, 'price'>): boolean {
  if (choice === 'all') return true;
  return known(plan.price) && plan.price >= choice;
}

/** Plans priced above the choice are left out; an unpriced plan is not above it, so it stays. */
export function matchesMaxPriceFilter(choice: FilterChoice<number>, plan: Pick<Filterable, 'price'>): boolean {
  if (choice === 'all') return true;
  return !known(plan.price) || plan.price <= choice;
}

export function matchesOnYourLotFilter(
  choice: FilterChoice<boolean>,
  plan: Pick<Filterable, 'is_on_your_lot'>,
): boolean {
  return choice === 'all' || plan.is_on_your_lot === choice;
}

export function matchesFloorplanFilters(filters: FloorplanFilters, plan: Filterable): boolean {
  return (
    matchesBedFilter(filters.beds, plan) &&
    matchesBathFilter(filters.baths, plan) &&
    matchesSqftFilter(filters.sqft, plan) &&
    matchesMinPriceFilter(filters.minPrice, plan) &&
    matchesMaxPriceFilter(filters.maxPrice, plan) &&
    matchesOnYourLotFilter(filters.onYourLot, plan)
  );
}

/**
 * The plans that pass every filter, in their order. Only the chosen filters are checked (a
 * filter change over 2,000 plans is in the frame after the click); with none chosen, every plan.
 */
export function filterFloorplans<T extends Filterable>(plans: readonly T[], filters: FloorplanFilters): T[] {
  const { beds, baths, sqft, minPrice, maxPrice, onYourLot } = filters;
  const checks: ((plan: T) => boolean)[] = [];
  if (beds !== 'all') checks.push((plan) => matchesBedFilter(beds, plan));
  if (baths !== 'all') checks.push((plan) => matchesBathFilter(baths, plan));
  if (sqft !== 'all') checks.push((plan) => matchesSqftFilter(sqft, plan));
  if (minPrice !== 'all') checks.push((plan) => matchesMinPriceFilter(minPrice, plan));
  if (maxPrice !== 'all') checks.push((plan) => matchesMaxPriceFilter(maxPrice, plan));
  if (onYourLot !== 'all') checks.push((plan) => plan.is_on_your_lot === onYourLot);
  // One tight pass per chosen filter, each over what the ones before let through.
  let shown = plans.slice();
  for (const check of checks) shown = shown.filter(check);
  return shown;
}
