import type { ModelCenter } from '../../core/api/schemas/sales';

/** Model homes a visitor can walk through (contact page; the forms' model center choice). */
export const MODEL_CENTERS: ModelCenter[] = [
  {
    id: 1,
    name: 'Lakeside Preserve Model Center',
    address: '4120 Kathleen Rd',
    city: 'Lakeland',
    phone: '863-555-0103',
    hours: 'Mon-Sat 10am-6pm, Sun 1-5pm',
    community_id: 3,
  },
  {
    id: 2,
    name: 'Highland Fields Model Center',
    address: '6400 Highland Fields Pkwy',
    city: 'Lakeland',
    phone: '863-555-0112',
    hours: 'Mon-Sat 10am-6pm, Sun 1-5pm',
    community_id: 12,
  },
  {
    id: 3,
    name: 'Lake Shipp Landing Model Center',
    address: '1800 Lake Shipp Dr',
    city: 'Winter Haven',
    phone: '863-555-0114',
    hours: 'Mon-Sat 10am-6pm, Sun 1-5pm',
    community_id: 14,
  },
  {
    id: 4,
    name: 'Peace River Crossing Model Center',
    address: '2700 E Main St',
    city: 'Bartow',
    phone: '863-555-0123',
    hours: 'Mon-Sat 10am-6pm, Sun 1-5pm',
    community_id: 23,
  },
  {
    id: 5,
    name: 'Ridgewood Lakes Model Center',
    address: '300 Ridgewood Lakes Blvd',
    city: 'Haines City',
    phone: '863-555-0131',
    hours: 'Mon-Sat 10am-6pm, Sun 1-5pm',
    community_id: 31,
  },
  {
    id: 6,
    name: 'On Your Land Design Center',
    address: '5400 US Hwy 98 S',
    city: 'Highland City',
    phone: '863-555-0125',
    hours: 'Mon-Fri 9am-5pm, Sat 10am-4pm',
    community_id: 25,
  },
];
