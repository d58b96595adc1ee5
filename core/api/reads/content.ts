import { type ListOptions, readList } from '../read';
import { list } from '../read-spec';
import { Asset, Award, Collection, Video } from '../schemas/content';

export const CONTENT_READS = {
  collections: list('api/collection', Collection, 'No collections found'),
  assets: list('api/asset', Asset, 'No images found'),
  videos: list('api/video', Video, 'No videos found'),
  awards: list('api/cms/awards', Award, 'No awards found', 'contents'),
} as const;

export const getCollections = (o?: ListOptions) => readList(CONTENT_READS.collections, o);
/** Gallery pictures; query { community_id, flag } narrows them. */
export const getAssets = (o?: ListOptions) => readList(CONTENT_READS.assets, o);
export const getVideos = (o?: ListOptions) => readList(CONTENT_READS.videos, o);
export const getAwards = (o?: ListOptions) => readList(CONTENT_READS.awards, o);
