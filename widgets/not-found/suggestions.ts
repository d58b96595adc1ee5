import type { Community, ItemResult, Region } from '../../core/api';
import { getCommunities } from '../../core/api/reads/community';
import { getHome } from '../../core/api/reads/home';
import { getPlan } from '../../core/api/reads/plan';
import { getRegions } from '../../core/api/reads/region';
import { getResidence } from '../../core/api/reads/residence';
import type { useSiteStoreApi } from '../../core/favorites';
import { nearestCommunities } from '../../core/rules';

type Store = ReturnType<typeof useSiteStoreApi>;
type Viewed = Store extends { getState(): { views: (infer F)[] } } ? F : never;

export interface Suggestions {
  regions: Region[];
  /** The community of the visitor's last viewed item, when there is one. */
  near?: Community;
  communities: Community[];
}

/** The community an item the visitor viewed belongs to (a plan: its first community). */
async function communityOf(item: Viewed, signal: AbortSignal): Promise<number | undefined> {
  const id = item.favoriteable_id;
  switch (item.favoriteable_type) {
    case 'community':
      return id;
    case 'plan': {
      const plan = await getPlan(id, { signal });
      return plan.status === 'success' ? plan.result.residences[0]?.community_id : undefined;
    }
    case 'home': {
      const home = await getHome(id, { signal });
      return home.status === 'success' ? home.result.community_id : undefined;
    }
    default: {
      const residence = await getResidence(id, { signal });
      return residence.status === 'success' ? residence.result.community_id : undefined;
    }
  }
}

/** Regions and communities, and the last viewed item of a signed-in visitor (the page's store), read together. */
export async function suggestions(store: Store, signal: AbortSignal): Promise<ItemResult<Suggestions>> {
  const [regions, communities] = await Promise.all([getRegions(), getCommunities({ signal })]);
  if (regions.status !== 'success') return regions;
  if (communities.status !== 'success') return communities;
  if ((await store.getState().checkSession()) && store.getState().viewsStatus === 'idle')
    await store.getState().loadViews();
  const last = store.getState().views[0];
  const nearId = last ? await communityOf(last, signal) : undefined;
  const near = communities.results.find((c) => c.id === nearId);
  return {
    status: 'success',
    result: { regions: regions.results, near, communities: nearestCommunities(communities.results, near) },
  };
}
