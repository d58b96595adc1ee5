import { array, boolean, type Infer, integer, nullable, string, type } from 'superstruct';
import { FloorPlanImages, ImagePair, OptionalText, Price, SizeRanges } from './common';

/** The communities that offer a plan, each with its own price and page. */
export const PlanOffering = type({
  id: integer(),
  community_id: integer(),
  community: string(),
  url: string(),
  price: Price,
});
export type PlanOffering = Infer<typeof PlanOffering>;

export const Plan = type({
  id: integer(),
  name: string(),
  url: string(),
  ...SizeRanges,
  price: Price,
  is_on_your_lot: boolean(),
  residences: array(PlanOffering),
  video_code: nullable(string()),
  elevationImages: array(type({ img: ImagePair, alt: OptionalText })),
  floorPlanImages: FloorPlanImages,
  description: OptionalText,
});
export type Plan = Infer<typeof Plan>;
