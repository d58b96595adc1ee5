import { getCommunity } from '../../api/reads/community';
import { getHome } from '../../api/reads/home';
import { getPlan } from '../../api/reads/plan';
import { getApartmentResidence, getResidence } from '../../api/reads/residence';
import { type ItemResult, mapItem } from '../../api/result';
import type { Plan } from '../../api/schemas/plan';
import type { Residence } from '../../api/schemas/residence';
import type { Favorite, FavoriteableType } from '../../api/schemas/favorite';
import { formatRange } from '../../rules/plan-figures';
import { homePageUrl } from '../../rules/home-page-url';

/** A favorite or recently viewed item, ready to show: whatever its type, the same few facts. */
export interface FavoriteItem {
  favorite: Favorite;
  /** "Floorplan", "Floorplan at Lakeside Preserve", "Apartment at Lake Mirror Flats", "Move-in-ready home", "Community". */
  kind: string;
  name: string;
  url?: string;
  image?: { src: string; alt: string };
  /** "3–4 beds", "2 baths", "1,800 sq ft": only those known. */
  figures: string[];
  price: number | null;
}

const figures = (beds: string, baths: string, sqft: string) =>
  [beds && `${beds} beds`, baths && `${baths} baths`, sqft && `${sqft} sq ft`].filter(Boolean);
const firstImage = (images: { img: { small: string }; alt?: string | null }[], name: string) =>
  images[0] ? { src: images[0].img.small, alt: images[0].alt || name } : undefined;

type Facts = Omit<FavoriteItem, 'favorite'>;
type Loader = (id: number, signal: AbortSignal) => Promise<ItemResult<Facts>>;

const planFacts = (kind: string, p: Plan | Residence): Facts => ({
  kind,
  name: p.name,
  url: p.url,
  image: firstImage(p.elevationImages, p.name),
  price: p.price,
  figures: figures(
    formatRange(p.bed_low, p.bed_high),
    formatRange(p.bath_low, p.bath_high),
    formatRange(p.sqft_low, p.sqft_high),
  ),
});

const LOADERS: Record<FavoriteableType, Loader> = {
  plan: async (id, signal) => mapItem(await getPlan(id, { signal }), (p) => planFacts('Floorplan', p)),
  residence: async (id, signal) =>
    mapItem(await getResidence(id, { signal }), (r) =>
      planFacts(r.community ? `Floorplan at ${r.community}` : 'Floorplan', r),
    ),
  apartmentResidence: async (id, signal) =>
    mapItem(await getApartmentResidence(id, { signal }), (r) =>
      planFacts(r.community ? `Apartment at ${r.community}` : 'Apartment', r),
    ),
  home: async (id, signal) =>
    mapItem(await getHome(id, { signal }), (h) => ({
      kind: `Move-in-ready home at ${h.community.name}`,
      name: h.address,
      url: homePageUrl(h.id),
      image: firstImage(h.images, h.address),
      price: h.price,
      figures: figures(formatRange(h.beds, null), formatRange(h.baths, null), formatRange(h.sqft, null)),
    })),
  community: async (id, signal) =>
    mapItem(await getCommunity(id, { signal }), (c) => ({
      kind: 'Community',
      name: c.name,
      url: c.url,
      image: { src: c.assets.image.small, alt: c.name },
      price: c.price,
      figures: figures(
        formatRange(c.bed_low, c.bed_high),
        formatRange(c.bath_low, c.bath_high),
        formatRange(c.sqft_low, c.sqft_high),
      ),
    })),
};

/** Reads what an item is; a failure when it cannot be read (removed: the server's failure; or no answer). */
export async function loadFavoriteItem(favorite: Favorite, signal: AbortSignal): Promise<ItemResult<FavoriteItem>> {
  return mapItem(await LOADERS[favorite.favoriteable_type](favorite.favoriteable_id, signal), (facts) => ({
    favorite,
    ...facts,
  }));
}
