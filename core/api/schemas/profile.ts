import { type Infer, integer, string, type } from 'superstruct';
import { OptionalText } from './common';

export const UserProfile = type({
  id: integer(),
  email: string(),
  first_name: string(),
  last_name: string(),
  phone: OptionalText,
  address: OptionalText,
  city: OptionalText,
  state: OptionalText,
  zip: OptionalText,
});
export type UserProfile = Infer<typeof UserProfile>;
