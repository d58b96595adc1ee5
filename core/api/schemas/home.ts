import { array, type Infer, integer, number, string, type } from 'superstruct';
import { ImagePair, OptionalText, Price } from './common';

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
  }),
  featureUrl: OptionalText,
  plan: OptionalText,
  status: OptionalText,
  /** The day the buyer can move in ("2027-03-01"); on or before today: ready now. */
  move_in_date: OptionalText,
  images: array(type({ img: ImagePair, alt: OptionalText })),
  description: OptionalText,
});
export type Home = Infer<typeof Home>;
