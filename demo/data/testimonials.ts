import type { Testimonial } from '../../core/api/schemas/people';

/** Apartment, storage and commercial properties the CMS also manages (testimonial filters). */
export const APARTMENT_COMMUNITY_ID = 701;
export const STORAGE_COMMUNITY_ID = 801;
export const COMMERCIAL_COMMUNITY_ID = 901;

export const TESTIMONIALS: Testimonial[] = [
  {
    id: 1,
    name: 'Marisol A., Winter Haven',
    quote: 'From our first visit to the walk-through, everyone was patient and honest. We love our lake view.',
    community_id: 14,
  },
  {
    id: 2,
    name: 'Greg and Tina P., Lakeland',
    quote: 'The construction manager texted us photos every week. We always knew where our home stood.',
    community_id: 3,
  },
  {
    id: 3,
    name: 'Devon R., Haines City',
    quote: 'We were renting for more per month than our mortgage is now. Wish we had done it sooner.',
    community_id: 31,
  },
  {
    id: 4,
    name: 'Shirley K., Lake Wales',
    quote: 'Warranty service fixed a sticking door two days after I called. That is how it should be.',
    community_id: 27,
  },
  {
    id: 5,
    name: 'The Patel family, Lakeland',
    quote: 'The design studio made choosing finishes fun instead of overwhelming.',
    community_id: 12,
  },
  {
    id: 6,
    name: 'Alan M., Bartow',
    quote: 'Built on our own five acres without a single surprise on the price.',
    community_id: 25,
  },
  {
    id: 7,
    name: 'Yvonne L., Auburndale',
    quote: 'Our sales specialist found us a move-in-ready home the week we needed it.',
    community_id: 19,
  },
  {
    id: 8,
    name: 'Chris and Dana W.',
    quote: 'Twenty years in the home and it still feels solid. We are buying our second one.',
    community_id: null,
  },
  {
    id: 9,
    name: 'Renee S., resident',
    quote: 'Quiet, well kept, and the management office answers every request.',
    community_id: null,
    apartment_community_id: APARTMENT_COMMUNITY_ID,
  },
  {
    id: 10,
    name: 'Bob T., tenant',
    quote: 'Clean units and a gate code that always works.',
    community_id: null,
    storage_community_id: STORAGE_COMMUNITY_ID,
  },
  {
    id: 11,
    name: 'Harbor Coffee, tenant',
    quote: 'A great landlord for a small business on Main Street.',
    community_id: null,
    commercial_community_id: COMMERCIAL_COMMUNITY_ID,
  },
  {
    id: 12,
    name: 'Luis and Ana G., Winter Haven',
    quote: 'Our kids walk to the lake every evening. We found our forever neighbourhood.',
    community_id: 14,
  },
  {
    id: 13,
    name: 'Tom H., resident',
    quote: 'Maintenance fixed our air conditioning the same afternoon, in July.',
    community_id: null,
    apartment_community_id: APARTMENT_COMMUNITY_ID,
  },
  {
    id: 14,
    name: 'Priya N., tenant',
    quote: 'Climate-controlled units kept our furniture safe through hurricane season.',
    community_id: null,
    storage_community_id: STORAGE_COMMUNITY_ID,
  },
  {
    id: 15,
    name: 'Ridge Dental, tenant',
    quote: 'Plenty of parking for our patients and a landlord who returns calls.',
    community_id: null,
    commercial_community_id: COMMERCIAL_COMMUNITY_ID,
  },
];
