import type { Community, ListResult, Region } from '../api';
import { getCommunities } from '../api/reads/community';
import { getRegions } from '../api/reads/region';
import { compareNames } from '../platform/compare-names';

export type RegionWithCommunities = Region & { communities: Community[] };

/**
 * Regions (cached, spec.md section 7) each with its communities by name, read together; a
 * region without communities is left out. Either read failing is that read's failure result.
 */
export async function communitiesByRegion(signal?: AbortSignal): Promise<ListResult<RegionWithCommunities>> {
  const [regions, communities] = await Promise.all([getRegions(), getCommunities({ signal })]);
  if (regions.status !== 'success') return regions;
  if (communities.status !== 'success') return communities;
  const sorted = [...communities.results].sort((a, b) => compareNames(a.name, b.name));
  return {
    status: 'success',
    results: regions.results
      .map((region) => ({ ...region, communities: sorted.filter((c) => c.region_id === region.id) }))
      .filter((r) => r.communities.length > 0),
  };
}
