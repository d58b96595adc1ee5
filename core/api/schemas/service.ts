import { array, type Infer, integer, string, type } from 'superstruct';
import { OptionalText } from './common';

/** One issue of a warranty or service request, with the pictures uploaded for it. */
export const WarrantyItem = type({
  id: integer(),
  images: array(type({ id: integer(), name: string() })),
  location: string(),
  description: string(),
});
export type WarrantyItem = Infer<typeof WarrantyItem>;

export const ContractorEntry = type({
  repair: string(),
  subcontractor: string(),
  contact: string(),
  phone: string(),
  after_hours_name: OptionalText,
  after_hours_phone: OptionalText,
  county: OptionalText,
  /** 'directory', 'during-construction' or 'after-hours' (spec.md: service request page). */
  group: OptionalText,
});
export type ContractorEntry = Infer<typeof ContractorEntry>;
