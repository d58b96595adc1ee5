import { type CompareItem, itemKey } from './compare-items';

/** The query parameter that holds a comparison: /compare?compare=home-501,plan-101. */
export const COMPARE_PARAM = 'compare';

/** The address's value for a list of items: "home-501,plan-101" (order kept: it is the columns' order). */
export const encodeComparison = (items: readonly CompareItem[]): string => items.map(itemKey).join(',');

/** The compare page's address for a list of items, e.g. "/compare?compare=home-501,plan-101" (commas kept readable). */
export function comparisonUrl(page: string, items: readonly CompareItem[]): string {
  const [path, query = ''] = page.split('?');
  const params = query.split('&').filter((p) => p && !p.startsWith(`${COMPARE_PARAM}=`));
  if (items.length) params.push(`${COMPARE_PARAM}=${encodeComparison(items)}`);
  return params.length ? `${path}?${params.join('&')}` : path;
}
