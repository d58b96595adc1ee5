import type { Asset } from '../../core/api/schemas/content';
import type { CommunitySite } from './communities';
import { HERO_VARIANTS, ROOM_VARIANTS, type Room } from '../pictures/looks';
import { imagePair } from './images';
import type { Random } from './random';

/** The tag of the homepage hero slides (read with /api/asset?flag=hero). */
export const HERO_TAG = 'hero';
export const GALLERY_TAGS = ['Exterior', 'Kitchen', 'Living', 'Bath', 'Bedroom', 'Lanai'] as const;

/** Builder-wide gallery pictures and each community's: a room, one of its drawn variants. */
const ROOM_OF_TAG: Record<(typeof GALLERY_TAGS)[number], Room> = {
  Exterior: 'exterior',
  Kitchen: 'kitchen',
  Living: 'living',
  Bath: 'bath',
  Bedroom: 'bedroom',
  Lanai: 'lanai',
};

/**
 * Gallery pictures: the homepage hero slides (tag "hero" only), a builder-wide gallery and six
 * pictures for each community (community_id set). Most pictures carry two tags.
 */
export function buildAssets(sites: CommunitySite[], random: Random): Asset[] {
  const assets: Asset[] = HERO_VARIANTS.map(({ alt }, i) => ({
    id: 1 + i,
    img: imagePair(`hero-${i + 1}`),
    alt,
    tags: [HERO_TAG],
    community_id: null,
  }));
  const add = (community_id: number | null) => {
    const tag = random.pick(GALLERY_TAGS);
    const second = random.next() < 0.4 ? random.pick(GALLERY_TAGS.filter((t) => t !== tag)) : undefined;
    const id = assets.length + 1;
    const where = community_id === null ? 'gallery' : `community-${community_id}`;
    const room = ROOM_OF_TAG[tag];
    const variant = random.int(0, ROOM_VARIANTS[room].length - 1);
    assets.push({
      id,
      img: imagePair(`${where}-${room}-${variant}-${id}`),
      alt: ROOM_VARIANTS[room][variant],
      tags: second ? [tag, second] : [tag],
      community_id,
    });
  };
  for (let i = 0; i < 24; i++) add(null);
  for (const site of sites) for (let i = 0; i < 6; i++) add(site.id);
  return assets;
}
