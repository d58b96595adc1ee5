/**
 * The prefix of a list's filter parameters in the address. Two lists on one page must not share
 * their filters: the editor's data-list-key wins; else the first list of the page uses the plain
 * names (?beds=3, what a shared link holds) and each later one its position (?homes2-beds=3).
 */
export function listPrefix(element: Element, listKey: string | undefined): string {
  if (listKey) return `${listKey}-`;
  const lists = [...element.ownerDocument.querySelectorAll('hb-homes, [data-hb-widget="homes"]')];
  const position = lists.indexOf(element);
  return position > 0 ? `homes${position + 1}-` : '';
}
