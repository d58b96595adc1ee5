import type { Video } from '../../core/api/schemas/content';
import { demoImage, imageSizes } from './images';
import { slugify } from './slug';

/** Flags of /api/video?flag=: the homeowner care library, the neighbour page's video and the gallery's videos. */
export const VIDEO_FLAGS = { homeownerCare: 'homeowner-care', neighbor: 'neighbor', gallery: 'gallery' } as const;

const video = (
  id: number,
  title: string,
  code: string,
  flag: string | null,
  region_id: number | null = null,
): Video => ({
  id,
  title,
  // Embeds use YouTube's privacy-enhanced host (allowed by the demo CSP's frame-src); they only load when a visitor opens one.
  url: `https://www.youtube-nocookie.com/embed/${code}`,
  thumbnail: demoImage(`video-${slugify(title)}`, 'thumb'),
  thumbnail_sizes: imageSizes(`video-${slugify(title)}`, { small: 'thumb' }),
  flag,
  region_id,
});

export const VIDEOS: Video[] = [
  video(1, 'Resetting a GFCI outlet', 'hbCareGfci1', VIDEO_FLAGS.homeownerCare),
  video(2, 'Changing your air conditioner filter', 'hbCareAcFl2', VIDEO_FLAGS.homeownerCare),
  video(3, 'Caring for quartz and granite countertops', 'hbCareQrtz3', VIDEO_FLAGS.homeownerCare),
  video(4, 'Setting your irrigation timer', 'hbCareIrrg4', VIDEO_FLAGS.homeownerCare),
  video(5, 'Finding and shutting off the water main', 'hbCareWtrM5', VIDEO_FLAGS.homeownerCare),
  video(6, 'Keeping your garage door running smoothly', 'hbCareGrge6', VIDEO_FLAGS.homeownerCare),
  video(7, 'A neighbor you can trust', 'hbNeighbor7', VIDEO_FLAGS.neighbor),
  video(8, 'Building in Polk County since 1985', 'hbBrandSt08', null),
  // One neighbour story a region (a-neighbor-you-can-trust); Lake Wales's is on Vimeo, as editors paste either.
  video(9, 'Neighbors in North Lakeland', 'hbNbrNLak09', VIDEO_FLAGS.neighbor, 1),
  video(10, 'Neighbors in South Lakeland', 'hbNbrSLak10', VIDEO_FLAGS.neighbor, 2),
  video(11, 'Neighbors in Winter Haven', 'hbNbrWHav11', VIDEO_FLAGS.neighbor, 3),
  video(12, 'Neighbors in Auburndale', 'hbNbrAubd12', VIDEO_FLAGS.neighbor, 4),
  video(13, 'Neighbors in Bartow', 'hbNbrBart13', VIDEO_FLAGS.neighbor, 5),
  { ...video(14, 'Neighbors in Lake Wales', '', VIDEO_FLAGS.neighbor, 6), url: 'https://vimeo.com/76979871' },
  video(15, 'Neighbors in Haines City', 'hbNbrHain15', VIDEO_FLAGS.neighbor, 7),
  video(16, 'Building on your own land', 'hbNbrLand16', VIDEO_FLAGS.neighbor, 8),
  // The gallery's videos (hb-gallery lists them under its 'Videos' tag).
  video(17, 'Walk through the Magnolia model home', 'hbGalMagn17', VIDEO_FLAGS.gallery),
  video(18, 'A lanai sunset at Lake Shipp Landing', 'hbGalLanai18', VIDEO_FLAGS.gallery),
];
