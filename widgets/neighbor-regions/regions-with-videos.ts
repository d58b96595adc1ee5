import type { ListResult, Region, Video } from '../../core/api';
import { getVideos } from '../../core/api/reads/content';
import { getRegions } from '../../core/api/reads/region';

/** The flag of /api/video that marks the neighbour page's videos. */
export const NEIGHBOR_FLAG = 'neighbor';

export type RegionWithVideo = Region & { video?: Video };

/** Regions (cached) and the neighbour videos, read together: each region with its video, if it has one. */
export async function regionsWithVideos(signal: AbortSignal): Promise<ListResult<RegionWithVideo>> {
  const [regions, videos] = await Promise.all([getRegions(), getVideos({ query: { flag: NEIGHBOR_FLAG }, signal })]);
  if (regions.status !== 'success') return regions;
  if (videos.status !== 'success') return videos;
  return {
    status: 'success',
    results: regions.results.map((region) => ({
      ...region,
      video: videos.results.find((v) => v.region_id === region.id),
    })),
  };
}
