import { describe, expect, it } from 'vitest';
import { chosenStory, storyForHash } from '../../../../../core/rules/about';
import { HOMEOWNER_STORIES } from '../../../../../demo/data/stories';

describe('the homeowner story an address chooses', () => {
  it('shows the first story by default: no fragment, the root fragment, or one that names no family', () => {
    for (const hash of ['', '#', '#/', '#no-such-family', '#%E0%A4%A'])
      expect(chosenStory(HOMEOWNER_STORIES, hash)?.seo_family).toBe('alvarez-family');
  });

  it('shows the family the fragment names by seo_family, with or without a leading slash', () => {
    expect(chosenStory(HOMEOWNER_STORIES, '#washington-family')?.family).toBe('The Washington Family');
    expect(chosenStory(HOMEOWNER_STORIES, '#/kowalski-family')?.family).toBe('The Kowalski Family');
  });

  it('says whether the address named a story at all (only then the page scrolls to it)', () => {
    expect(storyForHash(HOMEOWNER_STORIES, '#nguyen-family')?.id).toBe(2);
    expect(storyForHash(HOMEOWNER_STORIES, '')).toBeUndefined();
    expect(storyForHash(HOMEOWNER_STORIES, '#Nguyen-Family')).toBeUndefined();
  });

  it('has no story to show when there are none', () => {
    expect(chosenStory([], '#alvarez-family')).toBeUndefined();
  });
});
