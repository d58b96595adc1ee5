/** The microsite gallery's first tag (spec.md section 2: "gallery with tag filters (first tag All)"): every picture and video. */
export const ALL_TAG = 'All';
/** The tag under which the gallery's videos are listed (videos carry no tags of their own). */
export const VIDEOS_TAG = 'Videos';
/** The homepage hero slides' tag: those pictures belong to the hero, never to a gallery. */
export const HERO_TAG = 'hero';

const isHeroTag = (tag: string) => tag.trim().toLowerCase() === HERO_TAG;

/** A picture of the gallery: any asset but a hero slide. */
export const isGalleryPicture = (asset: { tags: readonly string[] }): boolean => !asset.tags.some(isHeroTag);

/**
 * The gallery's tag buttons, in the order the pictures first use them: on a microsite 'All'
 * first (spec.md section 2), on the new home gallery the pictures' own tags only, so their first
 * is the one selected; 'Videos' last when there are videos.
 */
export function galleryTags(
  pictures: readonly { tags: readonly string[] }[],
  options: { all: boolean; videos: boolean },
): string[] {
  const tags = new Set<string>(options.all ? [ALL_TAG] : []);
  for (const picture of pictures)
    if (isGalleryPicture(picture)) for (const tag of picture.tags) if (tag.trim()) tags.add(tag.trim());
  if (options.videos) tags.add(VIDEOS_TAG);
  return [...tags];
}

/** The tag selected: the one the address names if the gallery has it, else the first (spec.md section 2). */
export const chosenTag = (tags: readonly string[], fromAddress: string | null | undefined): string | undefined =>
  fromAddress && tags.includes(fromAddress) ? fromAddress : tags[0];

/** Whether a picture shows under a tag: 'All' shows every one, 'Videos' none. */
export const showsPictureUnder = (picture: { tags: readonly string[] }, tag: string): boolean =>
  tag === ALL_TAG || (tag !== VIDEOS_TAG && picture.tags.some((t) => t.trim() === tag));

/** Whether the videos show under a tag: under 'All' and 'Videos'. */
export const showsVideosUnder = (tag: string): boolean => tag === ALL_TAG || tag === VIDEOS_TAG;
