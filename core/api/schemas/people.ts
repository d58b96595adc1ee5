import { array, type Infer, integer, nullable, optional, string, type } from 'superstruct';
import { OptionalText } from './common';

/** The picture's other widths: content.ts's ImageSizes, copied (importing it would load content's chunk here). */
const ImageSizes = optional(nullable(array(type({ url: string(), width: integer() }))));

export const TeamMember = type({
  id: integer(),
  name: string(),
  seo_name: string(),
  title: string(),
  photo: string(),
  photo_sizes: ImageSizes,
  bio: string(),
});
export type TeamMember = Infer<typeof TeamMember>;

export const Testimonial = type({
  id: integer(),
  name: string(),
  quote: string(),
  community_id: nullable(integer()),
  apartment_community_id: optional(nullable(integer())),
  storage_community_id: optional(nullable(integer())),
  commercial_community_id: optional(nullable(integer())),
});
export type Testimonial = Infer<typeof Testimonial>;

export const HomeownerStory = type({
  id: integer(),
  family: string(),
  seo_family: string(),
  blurb: string(),
  description: string(),
});
export type HomeownerStory = Infer<typeof HomeownerStory>;

/** A local charity or organisation the builder supports. */
export const Charity = type({
  image: string(),
  image_sizes: ImageSizes,
  alt: string(),
  name: string(),
  url: OptionalText,
});
export type Charity = Infer<typeof Charity>;
