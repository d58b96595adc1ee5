import type { TeamMember } from '../../core/api/schemas/people';
import type { SalesSpecialist } from '../../core/api/schemas/sales';
import { demoImage, imageSizes } from './images';
import { slugify } from './slug';

const member = (id: number, name: string, title: string, bio: string): TeamMember => {
  const seo_name = slugify(name);
  const photo = `team-${seo_name}`;
  return {
    id,
    name,
    seo_name,
    title,
    photo: demoImage(photo, 'small'),
    photo_sizes: imageSizes(photo, { square: true }),
    bio,
  };
};

/** The team page; a member page is found by seo_name. */
export const TEAM: TeamMember[] = [
  member(
    1,
    'Robert Hensley',
    'Founder and Chief Executive Officer',
    'Robert built his first home in Auburndale in 1985 and has led the company ever since.',
  ),
  member(
    2,
    'Carolyn Hensley-Parks',
    'President',
    'Carolyn joined in 1998 and oversees land, purchasing and construction across Polk County.',
  ),
  member(
    3,
    'Marcus Bell',
    'Vice President of Construction',
    'Marcus and his managers start more than 400 homes a year, on schedule and to code.',
  ),
  member(
    4,
    'Denise Ortiz',
    'Director of Sales',
    'Denise leads our sales specialists and has helped over 2,000 families buy a home.',
  ),
  member(
    5,
    'Trevor McAllister',
    'Land Acquisition Manager',
    'Trevor finds and entitles the land for every new community, from Haines City to Bartow.',
  ),
  member(
    6,
    'Priya Raman',
    'Chief Financial Officer',
    'Priya keeps the books and the lending partnerships that make the $25 down program possible.',
  ),
  member(
    7,
    'Jolene Whitaker',
    'Customer Care Manager',
    'Jolene and her technicians answer every warranty request within two business days.',
  ),
  member(
    8,
    'Samuel Okafor',
    'Design Studio Manager',
    'Samuel helps buyers make a plan their own, from cabinets to lighting.',
  ),
  member(
    9,
    'Amber Castellano',
    'Marketing Director',
    'Amber tells the story of our homes and the communities around them.',
  ),
];

/** Sales specialists, each covering one or more communities (the referral form lists them). */
export const SALES_SPECIALISTS: SalesSpecialist[] = [
  { id: 1, name: 'Hannah Brooks', email: 'hannah.brooks@example.com', phone: '863-555-0141', community_ids: [3, 5] },
  { id: 2, name: 'Luis Ferreira', email: 'luis.ferreira@example.com', phone: '863-555-0142', community_ids: [8, 12] },
  { id: 3, name: 'Tamara Greene', email: 'tamara.greene@example.com', phone: '863-555-0143', community_ids: [14, 17] },
  {
    id: 4,
    name: 'Derek Simmons',
    email: 'derek.simmons@example.com',
    phone: '863-555-0144',
    community_ids: [19, 21, 23],
  },
  { id: 5, name: 'Olivia Tran', email: 'olivia.tran@example.com', phone: '863-555-0145', community_ids: [27, 29] },
  {
    id: 6,
    name: 'Jason Whitfield',
    email: 'jason.whitfield@example.com',
    phone: '863-555-0146',
    community_ids: [31, 34],
  },
  { id: 7, name: 'Rachel Moreno', email: 'rachel.moreno@example.com', phone: '863-555-0147', community_ids: [25] },
];
