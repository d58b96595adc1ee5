import { array, type Infer, integer, nullable, optional, string, type } from 'superstruct';
import { OptionalText } from './common';

export const Career = type({
  id: integer(),
  title: string(),
  location: string(),
  department: string(),
  employment_type: string(),
  /** CMS HTML: render only through the sanitizer. */
  description: string(),
  posted: string(),
});
export type Career = Infer<typeof Career>;

export const TeamMember = type({
  id: integer(),
  name: string(),
  seo_name: string(),
  title: string(),
  photo: string(),
  bio: string(),
});
export type TeamMember = Infer<typeof TeamMember>;

export const SalesSpecialist = type({ id: integer(), name: string(), email: OptionalText, phone: OptionalText, community_ids: optional(array(integer())) });
export type SalesSpecialist = Infer<typeof SalesSpecialist>;

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

export const HomeownerStory = type({ id: integer(), family: string(), seo_family: string(), blurb: string(), description: string() });
export type HomeownerStory = Infer<typeof HomeownerStory>;

/** A local charity or organisation the builder supports. */
export const Charity = type({ image: string(), alt: string(), name: string(), url: OptionalText });
export type Charity = Infer<typeof Charity>;

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
