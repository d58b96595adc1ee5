import { describe, expect, it } from 'vitest';
import {
  ALL_TAG,
  chosenTag,
  galleryTags,
  isGalleryPicture,
  showsPictureUnder,
  showsVideosUnder,
  VIDEOS_TAG,
} from '../../../../../core/rules/gallery';

const pictures = [
  { tags: ['Kitchen'] },
  { tags: ['Exterior', 'Lanai'] },
  { tags: ['hero'] },
  { tags: ['Kitchen', 'Bath'] },
  { tags: ['Hero', 'Living'] },
];

describe('the gallery tags (spec.md section 2)', () => {
  it('lists the pictures’ tags in the order they are first used, without the hero slides’ tag', () => {
    expect(galleryTags(pictures, { all: false, videos: false })).toEqual(['Kitchen', 'Exterior', 'Lanai', 'Bath']);
  });

  it('puts All first on a microsite (first tag All) and Videos last when there are videos', () => {
    expect(galleryTags(pictures, { all: true, videos: true })).toEqual([
      ALL_TAG,
      'Kitchen',
      'Exterior',
      'Lanai',
      'Bath',
      VIDEOS_TAG,
    ]);
  });

  it('selects the first tag: All on a microsite, the first real tag on the new home gallery', () => {
    expect(chosenTag(galleryTags(pictures, { all: true, videos: false }), null)).toBe('All');
    expect(chosenTag(galleryTags(pictures, { all: false, videos: false }), null)).toBe('Kitchen');
  });

  it('selects the tag the address names when the gallery has it, else the first', () => {
    const tags = galleryTags(pictures, { all: true, videos: true });
    expect(chosenTag(tags, 'Lanai')).toBe('Lanai');
    expect(chosenTag(tags, 'Garage')).toBe('All');
    expect(chosenTag([], null)).toBeUndefined();
  });

  it('never counts a hero slide as a gallery picture', () => {
    expect(pictures.map(isGalleryPicture)).toEqual([true, true, false, true, false]);
  });

  it('shows every picture and the videos under All, only the tag’s pictures under a tag, only the videos under Videos', () => {
    expect(pictures.filter((p) => showsPictureUnder(p, ALL_TAG))).toHaveLength(pictures.length);
    expect(pictures.filter((p) => showsPictureUnder(p, 'Kitchen'))).toEqual([
      { tags: ['Kitchen'] },
      { tags: ['Kitchen', 'Bath'] },
    ]);
    expect(pictures.filter((p) => showsPictureUnder(p, VIDEOS_TAG))).toEqual([]);
    expect([ALL_TAG, 'Kitchen', VIDEOS_TAG].map(showsVideosUnder)).toEqual([true, false, true]);
  });
});
