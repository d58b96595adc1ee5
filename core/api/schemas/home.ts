import { array, type Infer, integer, number, string, type } from 'superstruct';
import { FloorPlanImages, ImagePair, OptionalText, Price } from './common';

/** A move-in-ready home. */
export const Home = type({
  id: integer(),
  address: string(),
  beds: number(),
  baths: number(),
  sqft: number(),
  price: Price,
  community_id: integer(),
  community: type({
    id: integer(),
    name: string(),
    url: string(),
    featuresHighPdf: OptionalText,
    featuresLowPdf: OptionalText,
    brochurePdf: OptionalText,
    /** The community's sales phone, for the Call button; optional, the site's phone stands in. */
    phone: OptionalText,
  }),
  featureUrl: OptionalText,
  plan: OptionalText,
  status: OptionalText,
  /** The day the buyer can move in ("2027-03-01"); on or before today: ready now. */
  move_in_date: OptionalText,
  images: array(type({ img: ImagePair, alt: OptionalText })),
  /** The drawings of the plan the home is built from (core/api/schemas/common.ts). */
  floorPlanImages: FloorPlanImages,
  description: OptionalText,
});
export type Home = Infer<typeof Home>;
