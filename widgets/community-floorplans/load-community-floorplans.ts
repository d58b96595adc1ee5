import type { ItemResult } from '../../core/api';
import { getCommunity } from '../../core/api/reads/community';
import { getResidences } from '../../core/api/reads/residence';
import type { Community, Residence } from '../../core/api';

export type CommunityFloorplansResult = ItemResult<{ community: Community; residences: Residence[] }>;

/** The community (for its name) and the plans it offers, both or neither. */
export async function loadCommunityFloorplans(
  communityId: number,
  signal: AbortSignal,
): Promise<CommunityFloorplansResult> {
  const [community, residences] = await Promise.all([
    getCommunity(communityId, { signal }),
    getResidences({ signal, query: { community_id: communityId } }),
  ]);
  if (residences.status !== 'success') return residences;
  if (community.status !== 'success') return community;
  return {
    status: 'success',
    result: {
      community: community.result,
      residences: residences.results.filter((r) => r.community_id === communityId),
    },
  };
}
