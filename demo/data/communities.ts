import type { Community } from '../../core/api/schemas/community';
import type { Residence } from '../../core/api/schemas/residence';
import { demoDocument, imagePair } from './images';
import { regionName } from './regions';
import { slugify } from './slug';

/** The own-land "community" (spec.md section 9: fixed id 25). */
export const ON_YOUR_LAND_ID = 25;

/** Which of the three CMS documents a community has: some lack one, to exercise the feature-sheet fallback. */
type Documents = 'all' | 'no-high' | 'no-low' | 'brochure-only' | 'none';

export interface CommunitySite {
  id: number;
  name: string;
  region_id: number;
  city: string;
  address: string;
  latitude: number;
  longitude: number;
  availability: 'now-selling' | 'coming-soon' | 'sold-out';
  phone: string;
  collection: string | null;
  documents: Documents;
  /** Added to each plan's base price here (lot sizes, amenities); null: prices not published yet. */
  premium: number | null;
  description: string;
}

/**
 * The builder's communities across Polk County, at real-ish spots in their towns (the map's
 * centre is about 28.01, -81.93). Id 25 is "On Your Land", the own-land page's fixed community.
 */
// One community a line: it reads as a table.
// prettier-ignore
export const COMMUNITY_SITES: CommunitySite[] = [
  {
    id: 3,
    name: 'Lakeside Preserve',
    region_id: 1,
    city: 'Lakeland',
    address: '4120 Kathleen Rd, Lakeland, FL 33810',
    latitude: 28.1284,
    longitude: -81.9718,
    availability: 'now-selling',
    phone: '863-555-0103',
    collection: 'Signature Collection',
    documents: 'all',
    premium: 18_000,
    description: 'Wooded homesites off Kathleen Road, minutes from I-4 and the Lakeland Linder airport trails.',
  },
  {
    id: 5,
    name: 'Sleepy Hill Oaks',
    region_id: 1,
    city: 'Lakeland',
    address: '2250 Sleepy Hill Rd, Lakeland, FL 33810',
    latitude: 28.1176,
    longitude: -82.0104,
    availability: 'now-selling',
    phone: '863-555-0105',
    collection: 'Estate Collection',
    documents: 'all',
    premium: 42_000,
    description: 'Half-acre estate homesites under live oaks, with a community dock on Lake Gibson.',
  },
  {
    id: 8,
    name: 'Christina Oaks',
    region_id: 2,
    city: 'Lakeland',
    address: '910 Christina Pkwy, Lakeland, FL 33813',
    latitude: 27.9452,
    longitude: -81.9981,
    availability: 'sold-out',
    phone: '863-555-0108',
    collection: 'Classic Collection',
    documents: 'all',
    premium: 12_000,
    description: 'Our sold-out neighbourhood near Christina Elementary; ask about homes nearby.',
  },
  {
    id: 12,
    name: 'Highland Fields',
    region_id: 2,
    city: 'Lakeland',
    address: '6400 Highland Fields Pkwy, Lakeland, FL 33813',
    latitude: 27.9583,
    longitude: -81.9462,
    availability: 'now-selling',
    phone: '863-555-0112',
    collection: 'Signature Collection',
    documents: 'no-high',
    premium: 24_000,
    description: 'A gated South Lakeland community with a resort pool, pickleball courts and walking trails.',
  },
  {
    id: 14,
    name: 'Lake Shipp Landing',
    region_id: 3,
    city: 'Winter Haven',
    address: '1800 Lake Shipp Dr, Winter Haven, FL 33884',
    latitude: 27.9851,
    longitude: -81.7123,
    availability: 'now-selling',
    phone: '863-555-0114',
    collection: 'Classic Collection',
    documents: 'no-low',
    premium: 8_000,
    description: 'Lakefront living on the Chain of Lakes, with boat access and a waterfront park.',
  },
  {
    id: 17,
    name: 'Cypress Point Reserve',
    region_id: 3,
    city: 'Winter Haven',
    address: '300 Cypress Gardens Blvd, Winter Haven, FL 33880',
    latitude: 28.0012,
    longitude: -81.6643,
    availability: 'now-selling',
    phone: '863-555-0117',
    collection: 'Signature Collection',
    documents: 'all',
    premium: 20_000,
    description: 'Close to LEGOLAND Florida and Cypress Gardens, with a clubhouse and splash pad.',
  },
  {
    id: 19,
    name: 'Ariana Shores',
    region_id: 4,
    city: 'Auburndale',
    address: '1520 Lake Ariana Blvd, Auburndale, FL 33823',
    latitude: 28.0431,
    longitude: -81.8122,
    availability: 'now-selling',
    phone: '863-555-0119',
    collection: null,
    documents: 'brochure-only',
    premium: 0,
    description: 'Affordable new homes by Lake Ariana, a short drive from the Polk Parkway.',
  },
  {
    id: 21,
    name: 'Berkley Pointe',
    region_id: 4,
    city: 'Auburndale',
    address: '5100 Berkley Rd, Auburndale, FL 33823',
    latitude: 28.0942,
    longitude: -81.7751,
    availability: 'coming-soon',
    phone: '863-555-0121',
    collection: 'Classic Collection',
    documents: 'brochure-only',
    premium: null,
    description:
      'Coming soon: a new neighbourhood by the Berkley Road sports complex. Join the interest list for first pricing.',
  },
  {
    id: 23,
    name: 'Peace River Crossing',
    region_id: 5,
    city: 'Bartow',
    address: '2700 E Main St, Bartow, FL 33830',
    latitude: 27.8753,
    longitude: -81.8231,
    availability: 'now-selling',
    phone: '863-555-0123',
    collection: null,
    documents: 'all',
    premium: 4_000,
    description: 'Small-town Bartow living near the Peace River, with a park and playground at its heart.',
  },
  {
    id: 25,
    name: 'On Your Land',
    region_id: 8,
    city: 'Highland City',
    address: '5400 US Hwy 98 S, Highland City, FL 33846',
    latitude: 27.9651,
    longitude: -81.8779,
    availability: 'now-selling',
    phone: '863-555-0125',
    collection: null,
    documents: 'all',
    premium: 0,
    description: 'Own a lot anywhere in Polk County? We build our floorplans on your land.',
  },
  {
    id: 27,
    name: 'Mountain Lake Groves',
    region_id: 6,
    city: 'Lake Wales',
    address: '1150 Chalet Suzanne Rd, Lake Wales, FL 33859',
    latitude: 27.9214,
    longitude: -81.5712,
    availability: 'now-selling',
    phone: '863-555-0127',
    collection: 'Estate Collection',
    documents: 'none',
    premium: 30_000,
    description: 'Homes among the citrus groves of the Lake Wales Ridge, near Bok Tower Gardens.',
  },
  {
    id: 29,
    name: 'Crooked Lake Village',
    region_id: 6,
    city: 'Lake Wales',
    address: '800 Crooked Lake Rd, Lake Wales, FL 33898',
    latitude: 27.8694,
    longitude: -81.5603,
    availability: 'coming-soon',
    phone: '863-555-0129',
    collection: 'Classic Collection',
    documents: 'all',
    premium: 6_000,
    description: 'Coming soon to the shores of Crooked Lake, with a fishing pier and nature trail.',
  },
  {
    id: 31,
    name: 'Ridgewood Lakes',
    region_id: 7,
    city: 'Haines City',
    address: '300 Ridgewood Lakes Blvd, Haines City, FL 33844',
    latitude: 28.1031,
    longitude: -81.6342,
    availability: 'now-selling',
    phone: '863-555-0131',
    collection: 'Signature Collection',
    documents: 'all',
    premium: 14_000,
    description: 'Golf-course views and an easy commute to Orlando along US 27.',
  },
  {
    id: 34,
    name: 'Grace Ranch',
    region_id: 7,
    city: 'Haines City',
    address: '4200 Grace Ranch Way, Haines City, FL 33844',
    latitude: 28.1392,
    longitude: -81.6021,
    availability: 'now-selling',
    phone: '863-555-0134',
    collection: 'Classic Collection',
    documents: 'no-high',
    premium: 2_000,
    description: 'Open green space, a community garden and quick access to Northeast Polk schools.',
  },
];

export const communityUrl = (site: CommunitySite): string => `/community/${slugify(site.name)}`;

/** The three documents a community may have; the missing ones are null. */
export function communityDocuments(
  site: CommunitySite,
): Pick<Community, 'featuresHighPdf' | 'featuresLowPdf' | 'brochurePdf'> {
  const slug = slugify(site.name);
  const has = (doc: 'high' | 'low' | 'brochure') =>
    site.documents === 'all' ||
    (site.documents === 'no-high' && doc !== 'high') ||
    (site.documents === 'no-low' && doc !== 'low') ||
    (site.documents === 'brochure-only' && doc === 'brochure');
  return {
    featuresHighPdf: has('high') ? demoDocument(`${slug}-features-high`) : null,
    featuresLowPdf: has('low') ? demoDocument(`${slug}-features-low`) : null,
    brochurePdf: has('brochure') ? demoDocument(`${slug}-brochure`) : null,
  };
}

const lowest = (values: (number | null)[]) => {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? Math.min(...known) : null;
};
const highest = (values: (number | null)[]) => {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? Math.max(...known) : null;
};

/**
 * A community as the API sends it: its "from" price and its bed, bath and sq ft ranges come
 * from the plans it offers, so the list and the floorplans page always agree.
 */
export function toCommunity(site: CommunitySite, offered: Residence[]): Community {
  return {
    id: site.id,
    name: site.name,
    url: communityUrl(site),
    region: regionName(site.region_id),
    region_id: site.region_id,
    price: lowest(offered.map((r) => r.price)),
    bed_low: lowest(offered.map((r) => r.bed_low)),
    bed_high: highest(offered.map((r) => r.bed_high ?? r.bed_low)),
    bath_low: lowest(offered.map((r) => r.bath_low)),
    bath_high: highest(offered.map((r) => r.bath_high ?? r.bath_low)),
    sqft_low: lowest(offered.map((r) => r.sqft_low)),
    sqft_high: highest(offered.map((r) => r.sqft_high ?? r.sqft_low)),
    latitude: site.latitude,
    longitude: site.longitude,
    availability: site.availability,
    assets: { image: imagePair(`community-${site.id}`) },
    collection: site.collection ? { name: site.collection } : null,
    ...communityDocuments(site),
    city: site.city,
    address: site.address,
    description: site.description,
    phone: site.phone,
    sitePlan: hasSitePlan(site)
      ? { small: `/demo-assets/site-plan-${site.id}-small.svg`, large: `/demo-assets/site-plan-${site.id}-large.svg` }
      : null,
  };
}

/** A site plan (demo/site-plan-image.ts draws it) for every community with lots to show: not the own-land page, not one still coming soon. */
const hasSitePlan = (site: CommunitySite) => site.id !== ON_YOUR_LAND_ID && site.availability !== 'coming-soon';
