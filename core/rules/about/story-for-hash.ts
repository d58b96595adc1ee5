/** The story an address's fragment names: '#alvarez-family' (or '#/alvarez-family'), compared by seo_family. */
export function storyForHash<S extends { seo_family: string }>(stories: readonly S[], hash: string): S | undefined {
  let name = hash.replace(/^#\/?/, '');
  try {
    name = decodeURIComponent(name);
  } catch {
    // A malformed escape ('#%E0') names no story: keep the raw text, which matches none.
  }
  return name ? stories.find((story) => story.seo_family === name) : undefined;
}

/** spec.md section 2: the story the address names, else the first (shown by default). */
export function chosenStory<S extends { seo_family: string }>(stories: readonly S[], hash: string): S | undefined {
  return storyForHash(stories, hash) ?? stories[0];
}
