import type { Asset, Community, ItemResult, Residence } from '../../core/api';
import { getCommunity } from '../../core/api/reads/community';
import { getAssets } from '../../core/api/reads/content';
import { getApartmentResidence, getResidence } from '../../core/api/reads/residence';

export type ResidenceKind = 'residence' | 'apartmentResidence';

export interface ResidencePage {
  kind: ResidenceKind;
  residence: Residence;
  /** Its community (name, microsite, sheets, the other plans); absent for an apartment or when it cannot be read. */
  community?: Community;
  /** The community's gallery pictures (the interiors join the elevations). */
  assets: Asset[];
}

/**
 * The residence, then its community and pictures together, so the widget appears once, whole
 * (no part arriving later moves the page). Only the residence decides success: without its
 * community the page still shows the plan, as spec.md's 'No residences found' is the residence's.
 */
export async function loadResidence(
  kind: ResidenceKind,
  id: number,
  signal: AbortSignal,
): Promise<ItemResult<ResidencePage>> {
  const read = kind === 'residence' ? await getResidence(id, { signal }) : await getApartmentResidence(id, { signal });
  if (read.status !== 'success') return read;
  const residence = read.result;
  if (kind === 'apartmentResidence') return { status: 'success', result: { kind, residence, assets: [] } };
  const [community, assets] = await Promise.all([
    getCommunity(residence.community_id, { signal }),
    getAssets({ signal, query: { community_id: residence.community_id } }),
  ]);
  return {
    status: 'success',
    result: {
      kind,
      residence,
      community: community.status === 'success' ? community.result : undefined,
      assets:
        assets.status === 'success' ? assets.results.filter((a) => a.community_id === residence.community_id) : [],
    },
  };
}
