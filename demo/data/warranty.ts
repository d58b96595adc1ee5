import type { WarrantyItem } from '../../core/api/schemas/service';

/** Warranty issues already on file (GET /api/warranty-request-item); uploads add more in the demo state. */
export const WARRANTY_ITEMS: WarrantyItem[] = [
  {
    id: 1,
    location: 'Kitchen',
    description: 'Cabinet door under the sink does not close flush.',
    images: [{ id: 1, name: 'cabinet-door.jpg' }],
  },
  { id: 2, location: "Owner's bath", description: 'Grout cracking at the shower threshold.', images: [] },
];
