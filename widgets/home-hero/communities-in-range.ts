import { matchesMaxPriceFilter, matchesMinPriceFilter, type schemas } from '../../core';

/**
 * The communities whose "from" price lies in the slider's range, ends included. The floorplan
 * price rules of spec.md section 5 decide: unpriced ones fall out at the minimum.
 */
export function communitiesInRange(communities: readonly schemas.Community[], range: { low: number; high: number }): schemas.Community[] {
  return communities.filter((c) => matchesMinPriceFilter(range.low, c) && matchesMaxPriceFilter(range.high, c));
}
