import type { Residence } from '../../core/api/schemas/residence';
import { APARTMENT_ROOMS } from '../pictures/looks';
import { imagePair } from './images';
import { slugify } from './slug';
import { APARTMENT_COMMUNITY_ID } from './testimonials';

/** The apartment community the CMS also manages (its testimonials use APARTMENT_COMMUNITY_ID). */
export const APARTMENT_COMMUNITY = {
  id: APARTMENT_COMMUNITY_ID,
  name: 'Lake Mirror Flats',
  url: '/apartments/lake-mirror-flats',
};

type Row = [id: number, name: string, rent: number, beds: number, baths: number, sqft: number];
const ROWS: Row[] = [
  [7001, 'The Hollis', 1425, 1, 1, 780],
  [7002, 'The Mirabel', 1795, 2, 2, 1120],
];

/** Apartment residences (GET /api/apartment-residence/:id), priced by the month, favoriteable as apartmentResidence. */
export const APARTMENT_RESIDENCES: Residence[] = ROWS.map(([id, name, rent, beds, baths, sqft], i) => ({
  id,
  name,
  url: `${APARTMENT_COMMUNITY.url}/residences/${slugify(name)}`,
  price: rent,
  community_id: APARTMENT_COMMUNITY.id,
  community: APARTMENT_COMMUNITY.name,
  bed_low: beds,
  bed_high: null,
  bath_low: baths,
  bath_high: null,
  sqft_low: sqft,
  sqft_high: null,
  is_on_your_lot: false,
  displayOrder: i + 1,
  elevationImages: (['exterior', 'living', 'kitchen'] as const).map((room) => ({
    img: imagePair(`apartment-${slugify(name)}-${room}`),
    alt: `${name}: ${APARTMENT_ROOMS[room]}`,
  })),
  plan: { id, name, url: `${APARTMENT_COMMUNITY.url}/residences/${slugify(name)}` },
  favoriteableType: 'apartmentResidence',
  video_code: null,
  stories: 1,
}));
