import { array, type Infer, integer, nullable, optional, string, type } from 'superstruct';
import { OptionalText } from './common';

/** Where and whom a visitor asks: the model centers and the sales specialists (the forms' selects). */
export const ModelCenter = type({
  id: integer(),
  name: string(),
  address: string(),
  city: string(),
  phone: string(),
  hours: string(),
  community_id: optional(nullable(integer())),
});
export type ModelCenter = Infer<typeof ModelCenter>;

export const SalesSpecialist = type({
  id: integer(),
  name: string(),
  email: OptionalText,
  phone: OptionalText,
  community_ids: optional(array(integer())),
});
export type SalesSpecialist = Infer<typeof SalesSpecialist>;
