import { array, type Infer, integer, nullable, optional, string, type } from 'superstruct';
import { ImagePair, OptionalText } from './common';

export const Collection = type({ id: integer(), name: string(), description: OptionalText });
export type Collection = Infer<typeof Collection>;

/** A gallery picture; its tags drive the gallery filters (first tag "All"). */
export const Asset = type({
  id: integer(),
  img: ImagePair,
  alt: string(),
  tags: array(string()),
  community_id: optional(nullable(integer())),
});
export type Asset = Infer<typeof Asset>;

/** A video; the neighbour page's videos each belong to a region (region_id). */
export const Video = type({
  id: integer(),
  title: string(),
  url: string(),
  thumbnail: OptionalText,
  flag: OptionalText,
  region_id: optional(nullable(integer())),
});
export type Video = Infer<typeof Video>;

export const Award = type({ img: string(), year: integer(), award: string(), description: string() });
export type Award = Infer<typeof Award>;
