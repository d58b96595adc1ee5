import type { HbEvent } from '../../core/api/schemas/event';
import { demoImage, imageSizes } from './images';

/** Events; each has a page at its url (/events/<slug>) that also answers with JSON. */
export const EVENTS: HbEvent[] = [
  {
    id: 1,
    name: 'Grand Opening at Grace Ranch',
    starts_at: '2027-01-16T10:00:00-05:00',
    ends_at: '2027-01-16T16:00:00-05:00',
    location: '4200 Grace Ranch Way, Haines City, FL 33844',
    description:
      'Tour three brand-new model homes, meet the sales team and enjoy food trucks and face painting for the kids.',
    image: demoImage('event-grace-ranch-grand-opening', 'large'),
    image_sizes: imageSizes('event-grace-ranch-grand-opening'),
    community_id: 34,
    url: '/events/grace-ranch-grand-opening',
  },
  {
    id: 2,
    name: 'First-Time Buyer Workshop',
    starts_at: '2027-02-06T09:30:00-05:00',
    ends_at: '2027-02-06T12:00:00-05:00',
    location: 'On Your Land Design Center, 5400 US Hwy 98 S, Highland City, FL 33846',
    description:
      'Our lending partners explain credit, down payment assistance and the $25 down program. Coffee and pastries provided.',
    image: demoImage('event-first-time-buyer-workshop', 'large'),
    image_sizes: imageSizes('event-first-time-buyer-workshop'),
    community_id: null,
    url: '/events/first-time-buyer-workshop',
  },
  {
    id: 3,
    name: 'Lakefront Lots Preview',
    starts_at: '2027-03-13T11:00:00-04:00',
    ends_at: '2027-03-13T15:00:00-04:00',
    location: '1800 Lake Shipp Dr, Winter Haven, FL 33884',
    description: 'Walk the last lakefront homesites at Lake Shipp Landing before they are released to the public.',
    image: demoImage('event-lakefront-lots-preview', 'large'),
    image_sizes: imageSizes('event-lakefront-lots-preview'),
    community_id: 14,
    url: '/events/lakefront-lots-preview',
  },
  {
    id: 4,
    name: 'Twelve Days of Giving Toy Drive',
    starts_at: '2026-12-05T10:00:00-05:00',
    ends_at: '2026-12-16T18:00:00-05:00',
    location: 'Every model center',
    description: 'Drop off a new, unwrapped toy at any model center for the Polk County Firefighters’ Toy Drive.',
    image: null,
    community_id: null,
    url: '/events/twelve-days-of-giving-toy-drive',
  },
];

/** The slug of an event's page address. */
export const eventSlug = (event: HbEvent): string => event.url.split('/').pop() ?? '';
