import { array, type Infer, integer, nullable, number, optional, string, type } from 'superstruct';
import { ImagePair, OptionalText, Price, SizeRanges } from './common';
import { Residence } from './residence';

export const Community = type({
  id: integer(),
  name: string(),
  url: string(),
  region: string(),
  region_id: integer(),
  price: Price,
  ...SizeRanges,
  latitude: number(),
  longitude: number(),
  /** 'now-selling' is the value that matters; others include 'coming-soon' and 'sold-out'. */
  availability: string(),
  assets: type({ image: ImagePair }),
  collection: nullable(type({ name: string() })),
  residences: optional(array(Residence)),
  featuresHighPdf: OptionalText,
  featuresLowPdf: OptionalText,
  brochurePdf: OptionalText,
  city: OptionalText,
  address: OptionalText,
  description: OptionalText,
  phone: OptionalText,
  /**
   * The community's site plan (its lots, streets and ponds), for the microsite's zoomable
   * site-plan dialog. Not in spec.md: optional, so a CMS without it still validates; absent or
   * null, the microsite offers no site plan.
   */
  sitePlan: optional(nullable(ImagePair)),
});
export type Community = Infer<typeof Community>;
