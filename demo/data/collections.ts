import type { Collection } from '../../core/api/schemas/content';

/** The builder's product lines; a community belongs to one of them or to none. */
export const COLLECTIONS: Collection[] = [
  {
    id: 1,
    name: 'Classic Collection',
    description: 'Smart, efficient single-story plans with the features first-time buyers ask for.',
  },
  {
    id: 2,
    name: 'Signature Collection',
    description: 'Open great rooms, covered lanais and upgraded kitchens as standard.',
  },
  {
    id: 3,
    name: 'Estate Collection',
    description: 'Larger homes on larger homesites, with three-car garages and bonus rooms.',
  },
];
