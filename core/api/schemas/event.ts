import { type Infer, integer, nullable, string, type } from 'superstruct';
import { OptionalText } from './common';

export const HbEvent = type({
  id: integer(),
  name: string(),
  /** ISO dates: the event starts and ends on these. */
  starts_at: string(),
  ends_at: string(),
  location: string(),
  description: string(),
  image: OptionalText,
  community_id: nullable(integer()),
  url: string(),
});
export type HbEvent = Infer<typeof HbEvent>;
