import { matchesMaxPriceFilter, matchesMinPriceFilter } from '../../core/rules/floorplans';
import type { Community } from '../../core/api';

/**
 * The communities whose "from" price lies in the slider's range, ends included. The floorplan
 * price rules of spec.md section 5 decide: unpriced ones fall out at the minimum.
 */
export function communitiesInRange(communities: readonly Community[], range: { low: number; high: number }): Community[] {
  return communities.filter((c) => matchesMinPriceFilter(range.low, c) && matchesMaxPriceFilter(range.high, c));
}
