import type { Charity } from '../../core/api/schemas/people';
import { demoImage, imageSizes } from './images';
import { slugify } from './slug';

/** spec.md section 1: the 15 local charities and organisations the builder supports. */
const NAMES = [
  'Polk County Habitat Partners',
  'Lakeland Community Food Bank',
  'Winter Haven Youth Sports League',
  'Bartow Senior Meals on Wheels',
  'Haines City Reading Buddies',
  'Lake Wales Arts Council',
  'Auburndale Little League',
  'Polk Veterans Housing Fund',
  'Central Florida Children’s Home',
  'Lakeland Free Clinic',
  'Polk Education Foundation',
  'Peace River Animal Rescue',
  'Chain of Lakes Clean Water Project',
  'Polk County Firefighters’ Toy Drive',
  'Ridge Area Family Shelter',
];

export const CHARITIES: Charity[] = NAMES.map((name) => ({
  image: demoImage(`charity-${slugify(name)}`, 'small'),
  image_sizes: imageSizes(`charity-${slugify(name)}`, { square: true }),
  alt: `${name} logo`,
  name,
  url: null,
}));
