import { array, type Infer, string, type } from 'superstruct';

/**
 * data-sections: the sections an editor lists by hand, in order. (type, not object: the few
 * superstruct combinators every widget shares stay few; entries without an id are dropped.)
 */
export const SectionList = array(type({ id: string(), label: string() }));
export type PageSection = Infer<typeof SectionList>[number];

/**
 * The sections the page marks itself: every [data-hb-section] with an id (a link needs one),
 * named by its data-label, else its first heading, else its id.
 */
export function readPageSections(root: ParentNode = document): PageSection[] {
  return Array.from(root.querySelectorAll<HTMLElement>('[data-hb-section][id]')).map((el) => ({
    id: el.id,
    label: el.dataset.label?.trim() || el.querySelector('h1, h2, h3, h4, h5, h6')?.textContent?.trim() || el.id,
  }));
}
