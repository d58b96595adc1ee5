import { getCommunity } from '../../api/reads/community';
import { getHome } from '../../api/reads/home';
import { getPlan } from '../../api/reads/plan';
import { getApartmentResidence, getResidence } from '../../api/reads/residence';
import { type ItemResult, mapItem } from '../../api/result';
import type { Plan } from '../../api/schemas/plan';
import type { Residence } from '../../api/schemas/residence';
import type { Favorite, FavoriteableType } from '../../api/schemas/favorite';
import { homeRanges, type Ranges } from '../../listings';
import { homePageUrl } from '../../rules/home-page-url';

/** A favorite or recently viewed item, ready to show: whatever its type, the same few facts. */
export interface FavoriteItem {
  favorite: Favorite;
  /** What it is, said by the card: "Floorplan", "Floorplan at Lakeside Preserve", "Move-in-ready home at …", "Community". */
  kind: 'floorplan' | 'apartment' | 'home' | 'community';
  /** The community it is in, when known. */
  at?: string;
  name: string;
  url?: string;
  /** Its first picture: the small file, and the large one for its srcset. */
  image?: { src: string; large?: string; alt: string };
  /** Its beds, baths and sq ft ("3–4 beds", "2 baths", "1,800 sq ft" on the card: only those known). */
  ranges: Ranges;
  price: number | null;
}

const firstImage = (images: { img: { small: string; large: string }; alt?: string | null }[], name: string) =>
  images[0] ? { src: images[0].img.small, large: images[0].img.large, alt: images[0].alt || name } : undefined;

type Facts = Omit<FavoriteItem, 'favorite'>;
type Loader = (id: number, signal: AbortSignal) => Promise<ItemResult<Facts>>;

const planFacts = (kind: 'floorplan' | 'apartment', p: Plan | Residence, at?: string | null): Facts => ({
  kind,
  at: at || undefined,
  name: p.name,
  url: p.url,
  image: firstImage(p.elevationImages, p.name),
  price: p.price,
  ranges: p,
});

const LOADERS: Record<FavoriteableType, Loader> = {
  plan: async (id, signal) => mapItem(await getPlan(id, { signal }), (p) => planFacts('floorplan', p)),
  residence: async (id, signal) =>
    mapItem(await getResidence(id, { signal }), (r) => planFacts('floorplan', r, r.community)),
  apartmentResidence: async (id, signal) =>
    mapItem(await getApartmentResidence(id, { signal }), (r) => planFacts('apartment', r, r.community)),
  home: async (id, signal) =>
    mapItem(await getHome(id, { signal }), (h) => ({
      kind: 'home',
      at: h.community.name,
      name: h.address,
      url: homePageUrl(h.id),
      image: firstImage(h.images, h.address),
      price: h.price,
      ranges: homeRanges(h),
    })),
  community: async (id, signal) =>
    mapItem(await getCommunity(id, { signal }), (c) => ({
      kind: 'community',
      name: c.name,
      url: c.url,
      image: { src: c.assets.image.small, large: c.assets.image.large, alt: c.name },
      price: c.price,
      ranges: c,
    })),
};

/** Reads what an item is; a failure when it cannot be read (removed: the server's failure; or no answer). */
export async function loadFavoriteItem(favorite: Favorite, signal: AbortSignal): Promise<ItemResult<FavoriteItem>> {
  return mapItem(await LOADERS[favorite.favoriteable_type](favorite.favoriteable_id, signal), (facts) => ({
    favorite,
    ...facts,
  }));
}
