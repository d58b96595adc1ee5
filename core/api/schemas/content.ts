import { array, type Infer, integer, nullable, optional, string, type } from 'superstruct';
import { ImagePair, OptionalText } from './common';

export const Collection = type({ id: integer(), name: string(), description: OptionalText });
export type Collection = Infer<typeof Collection>;

/**
 * The same picture at other widths, beside a field that gives one address (an award's `img_sizes`,
 * an event's `image_sizes`, a team member's `photo_sizes`, a charity's `image_sizes`, a video's
 * `thumbnail_sizes`): `[{ "url": "…-small.svg", "width": 320 }, { "url": "…-large.svg", "width": 800 }]`,
 * each file's intrinsic width in px. Not in spec.md: optional (absent or null, the widget shows the
 * one address as before), so a CMS without it still passes; a malformed one fails the read like
 * any other field. A widget builds its srcset from it, each candidate through apiSrcSet:
 * `apiSrcSet(award.img_sizes?.map((s) => [s.url, `${s.width}w`]) ?? [])`, and never guesses a sibling.
 * people.ts and event.ts hold a copy: in schemas/common (every page) it cost up to 130 gzip bytes on
 * 30 pages that show no such picture, and in a module of its own a chunk of 250 bytes a page (the
 * same reason keeps the srcset's one line in each widget, not in core/api/api-url).
 */
export const ImageSizes = optional(nullable(array(type({ url: string(), width: integer() }))));

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
  thumbnail_sizes: ImageSizes,
  flag: OptionalText,
  region_id: optional(nullable(integer())),
});
export type Video = Infer<typeof Video>;

export const Award = type({
  img: string(),
  img_sizes: ImageSizes,
  year: integer(),
  award: string(),
  description: string(),
});
export type Award = Infer<typeof Award>;
