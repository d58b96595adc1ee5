import type { Asset } from '../../core/api/schemas/content';
import type { CommunitySite } from './communities';
import { imagePair } from './images';
import type { Random } from './random';

/** The tag of the homepage hero slides (read with /api/asset?flag=hero). */
export const HERO_TAG = 'hero';
export const GALLERY_TAGS = ['Exterior', 'Kitchen', 'Living', 'Bath', 'Bedroom', 'Lanai'] as const;

const HERO_SLIDES = [
  'A new single-story home at sunset in Lakeside Preserve',
  'Family on the covered lanai of a Magnolia plan',
  'Open kitchen with quartz island in the Cypress plan',
  'Lakefront homes at Lake Shipp Landing',
  'Model home at Ridgewood Lakes in Haines City',
];

const ROOM_ALTS: Record<(typeof GALLERY_TAGS)[number], string[]> = {
  Exterior: [
    'Craftsman elevation with stone accents',
    'Coastal elevation with board-and-batten shutters',
    'Two-story home with a three-car garage',
  ],
  Kitchen: [
    'Kitchen with a quartz island and pendant lights',
    'Walk-in pantry beside the kitchen',
    'Kitchen with white shaker cabinets',
  ],
  Living: ['Great room with a tray ceiling', 'Dining area opening to the lanai', 'Flex room set up as a home office'],
  Bath: ["Owner's bath with dual vanities", 'Walk-in shower with frameless glass', 'Guest bath with tub and shower'],
  Bedroom: ["Owner's suite with a walk-in closet", 'Secondary bedroom with a ceiling fan'],
  Lanai: ['Covered lanai facing a pond', 'Extended lanai with an outdoor kitchen'],
};

/**
 * Gallery pictures: the homepage hero slides (tag "hero" only), a builder-wide gallery and six
 * pictures for each community (community_id set). Most pictures carry two tags.
 */
export function buildAssets(sites: CommunitySite[], random: Random): Asset[] {
  const assets: Asset[] = HERO_SLIDES.map((alt, i) => ({
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
    assets.push({
      id,
      img: imagePair(`${where}-${tag.toLowerCase()}-${id}`),
      alt: random.pick(ROOM_ALTS[tag]),
      tags: second ? [tag, second] : [tag],
      community_id,
    });
  };
  for (let i = 0; i < 24; i++) add(null);
  for (const site of sites) for (let i = 0; i < 6; i++) add(site.id);
  return assets;
}
