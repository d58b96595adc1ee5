import { array, boolean, type Infer, integer, nullable, number, optional, string, type } from 'superstruct';
import { FloorPlanImages, ImagePair, OptionalText, Price, SizeRanges } from './common';

/** A plan as offered in one community, with that community's price. */
export const Residence = type({
  id: integer(),
  name: string(),
  url: string(),
  price: Price,
  community_id: integer(),
  community: OptionalText,
  ...SizeRanges,
  is_on_your_lot: boolean(),
  displayOrder: number(),
  elevationImages: array(type({ img: ImagePair, alt: OptionalText })),
  floorPlanImages: FloorPlanImages,
  plan: type({ id: integer(), name: string(), url: string() }),
  favoriteableType: optional(string()),
  video_code: optional(nullable(string())),
  stories: optional(number()),
  garage: optional(number()),
});
export type Residence = Infer<typeof Residence>;
