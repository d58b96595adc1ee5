import { array, type Infer, integer, nullable, optional, string, type } from 'superstruct';
import { OptionalText } from './common';

/** The picture's other widths: content.ts's ImageSizes, copied (importing it would load content's chunk here). */
const ImageSizes = optional(nullable(array(type({ url: string(), width: integer() }))));

export const HbEvent = type({
  id: integer(),
  name: string(),
  /** ISO dates: the event starts and ends on these. */
  starts_at: string(),
  ends_at: string(),
  location: string(),
  description: string(),
  image: OptionalText,
  image_sizes: ImageSizes,
  community_id: nullable(integer()),
  url: string(),
});
export type HbEvent = Infer<typeof HbEvent>;
