import { getApartmentResidence, getCommunity, getHome, getPlan, getResidence } from '../../api/reads';
import type { Favorite, FavoriteableType } from '../../api/schemas/favorite';
import { formatRange } from '../../rules/plan-figures';

/** A favorite or recently viewed item, ready to show: whatever its type, the same few facts. */
export interface FavoriteItem {
  favorite: Favorite;
  /** "Floorplan", "Floorplan at Lakeside Preserve", "Move-in-ready home", "Community". */
  kind: string;
  name: string;
  url?: string;
  image?: { src: string; alt: string };
  /** "3–4 beds", "2 baths", "1,800 sq ft": only those known. */
  figures: string[];
  price: number | null;
}

const figures = (beds: string, baths: string, sqft: string) => [beds && `${beds} beds`, baths && `${baths} baths`, sqft && `${sqft} sq ft`].filter(Boolean);
const firstImage = (images: { img: { small: string }; alt?: string | null }[], name: string) => (images[0] ? { src: images[0].img.small, alt: images[0].alt || name } : undefined);

type Loader = (id: number, signal: AbortSignal) => Promise<Omit<FavoriteItem, 'favorite'> | undefined>;

const LOADERS: Record<FavoriteableType, Loader> = {
  async plan(id, signal) {
    const r = await getPlan(id, { signal });
    if (r.status !== 'success') return undefined;
    const p = r.result;
    return { kind: 'Floorplan', name: p.name, url: p.url, image: firstImage(p.elevationImages, p.name), price: p.price, figures: figures(formatRange(p.bed_low, p.bed_high), formatRange(p.bath_low, p.bath_high), formatRange(p.sqft_low, p.sqft_high)) };
  },
  async residence(id, signal) {
    const r = await getResidence(id, { signal });
    if (r.status !== 'success') return undefined;
    const p = r.result;
    return { kind: p.community ? `Floorplan at ${p.community}` : 'Floorplan', name: p.name, url: p.url, image: firstImage(p.elevationImages, p.name), price: p.price, figures: figures(formatRange(p.bed_low, p.bed_high), formatRange(p.bath_low, p.bath_high), formatRange(p.sqft_low, p.sqft_high)) };
  },
  async apartmentResidence(id, signal) {
    const r = await getApartmentResidence(id, { signal });
    if (r.status !== 'success') return undefined;
    const p = r.result;
    return { kind: 'Apartment', name: p.name, url: p.url, image: firstImage(p.elevationImages, p.name), price: p.price, figures: figures(formatRange(p.bed_low, p.bed_high), formatRange(p.bath_low, p.bath_high), formatRange(p.sqft_low, p.sqft_high)) };
  },
  async home(id, signal) {
    const r = await getHome(id, { signal });
    if (r.status !== 'success') return undefined;
    const h = r.result;
    return { kind: `Move-in-ready home at ${h.community.name}`, name: h.address, url: h.community.url, image: firstImage(h.images, h.address), price: h.price, figures: figures(formatRange(h.beds, null), formatRange(h.baths, null), formatRange(h.sqft, null)) };
  },
  async community(id, signal) {
    const r = await getCommunity(id, { signal });
    if (r.status !== 'success') return undefined;
    const c = r.result;
    return { kind: 'Community', name: c.name, url: c.url, image: { src: c.assets.image.small, alt: c.name }, price: c.price, figures: figures(formatRange(c.bed_low, c.bed_high), formatRange(c.bath_low, c.bath_high), formatRange(c.sqft_low, c.sqft_high)) };
  },
};

/** Reads what an item is; undefined when it cannot be read (removed, or the server failed). */
export async function loadFavoriteItem(favorite: Favorite, signal: AbortSignal): Promise<FavoriteItem | undefined> {
  const found = await LOADERS[favorite.favoriteable_type](favorite.favoriteable_id, signal);
  return found && { favorite, ...found };
}
