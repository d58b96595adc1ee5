import type { ItemResult, Asset, Video } from '../../core/api';
import { getAssets, getVideos } from '../../core/api/reads/content';
import { isGalleryPicture } from '../../core/rules/gallery';

/** The flag of /api/video that marks the gallery's videos (spec.md section 7: optional flag query). */
export const GALLERY_VIDEO_FLAG = 'gallery';

export interface GalleryContent {
  pictures: Asset[];
  videos: Video[];
}

/**
 * The gallery's pictures (a community's, or the builder's own without one; never a hero slide)
 * and its videos, read together. Without pictures the read is the pictures' failure ("No images
 * found"); videos that cannot be read are left out: the pictures are the gallery.
 */
export async function readGallery(
  communityId: number | undefined,
  signal: AbortSignal,
): Promise<ItemResult<GalleryContent>> {
  const [assets, videos] = await Promise.all([
    getAssets({ query: communityId ? { community_id: communityId } : {}, signal }),
    getVideos({ query: { flag: GALLERY_VIDEO_FLAG }, signal }),
  ]);
  if (assets.status !== 'success') return assets;
  const pictures = assets.results.filter(
    (a) => isGalleryPicture(a) && (communityId ? a.community_id === communityId : a.community_id == null),
  );
  return { status: 'success', result: { pictures, videos: videos.status === 'success' ? videos.results : [] } };
}
