/**
 * The prefix of a list's filter parameters in the address. Two lists on one page must not share
 * their filters: the editor's data-list-key wins; else the first list of the page uses the plain
 * names (?beds=3, what a shared link holds) and each later one its position (?homes2-beds=3).
 */
export function listPrefix(element: Element, listKey: string | undefined): string {
  if (listKey) return `${listKey}-`;
  // Every form of embed, mounted or not (a link form's host wraps its link: count the host once).
  const found = [...element.ownerDocument.querySelectorAll('hb-homes, [data-hb-widget="homes"], .hb-widget--homes, a[data-hb-name="homes"], a[href*="#hb-widget=homes"]')];
  const lists = found.filter((el) => !found.some((other) => other !== el && other.contains(el)));
  const position = lists.indexOf(element);
  return position > 0 ? `homes${position + 1}-` : '';
}
