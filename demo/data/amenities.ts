import type { Amenity } from '../../core/api/schemas/amenity';
import { type CommunitySite, ON_YOUR_LAND_ID } from './communities';
import type { Random } from './random';
import { slugify } from './slug';

/** The amenity filters of a microsite's map, each with name patterns for its pins. */
const KINDS: [name: string, patterns: string[]][] = [
  [
    'Schools',
    [
      '{town} Elementary School',
      '{town} Middle School',
      '{town} High School',
      '{place} Academy',
      'Polk State College {town} Center',
    ],
  ],
  [
    'Shopping',
    [
      '{town} Marketplace',
      '{place} Crossings Shopping Center',
      'Grove Street Shops',
      '{town} Farmers Market',
      'Citrus Commons',
    ],
  ],
  ['Dining', ['{place} Grill', 'Main Street Diner', 'Orange Blossom Café', '{town} Taqueria', 'Ridge Smokehouse BBQ']],
  [
    'Parks',
    ['{place} Park', '{town} Dog Park', '{town} Recreation Complex', 'Lake Trail Preserve', '{place} Boat Ramp'],
  ],
  [
    'Healthcare',
    [
      '{town} Family Medicine',
      '{town} Urgent Care',
      '{town} Regional Hospital',
      '{place} Pediatrics',
      '{town} Dental Care',
    ],
  ],
];

/** About 2 km either way: pins stay in view at the microsite's zoom 13. */
const SPREAD = 0.04;
const round = (n: number) => Math.round(n * 1e5) / 1e5;

/** Amenities of each community: every kind with 2-5 pins near it. */
export function buildAmenities(sites: CommunitySite[], random: Random): Record<number, Amenity[]> {
  const byCommunity: Record<number, Amenity[]> = {};
  for (const site of sites) {
    // "Lake Shipp Landing" → "Lake Shipp"; the own-land page takes its town's name.
    const place = site.id === ON_YOUR_LAND_ID ? site.city : site.name.split(' ').slice(0, -1).join(' ');
    byCommunity[site.id] = KINDS.map(([name, patterns]) => ({
      name,
      pins: random.sample(patterns, random.int(2, 5)).map((pattern, i) => ({
        place_id: `demo-${site.id}-${slugify(name)}-${i + 1}`,
        name: pattern.replace('{town}', site.city).replace('{place}', place),
        latitude: round(site.latitude + (random.next() - 0.5) * SPREAD),
        longitude: round(site.longitude + (random.next() - 0.5) * SPREAD),
      })),
    }));
  }
  return byCommunity;
}
