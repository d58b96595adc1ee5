import { useRegionName } from './names-of-the-page';

/** A community's region, named as /api/region/list-names names it (the page's one read), else as the community carries it. */
export function RegionName({ community }: { community: { region_id: number; region: string } }) {
  return <>{useRegionName(community.region_id, community.region)}</>;
}
