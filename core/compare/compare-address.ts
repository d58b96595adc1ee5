import { COMPARE_LIMIT, type CompareItem, itemKey, sameItem } from './compare-items';

/** The query parameter that holds a comparison: /compare?compare=home-501,plan-101. */
export const COMPARE_PARAM = 'compare';

const ITEM = /^(home|plan)-([1-9]\d{0,8})$/;

export interface DecodedComparison {
  items: CompareItem[];
  /** Parts of the address that name no home or plan (shown to the visitor, never thrown). */
  rejected: string[];
  /** How many valid items came after the limit and were left out. */
  overLimit: number;
}

/** The address's value for a list of items: "home-501,plan-101" (order kept: it is the columns' order). */
export const encodeComparison = (items: readonly CompareItem[]): string => items.map(itemKey).join(',');

/** Reads an address's value back into items; a bad part is set aside and named, a repeat is dropped. */
export function decodeComparison(value: string | null): DecodedComparison {
  const result: DecodedComparison = { items: [], rejected: [], overLimit: 0 };
  for (const part of (value ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const match = ITEM.exec(part.toLowerCase());
    if (!match) {
      result.rejected.push(part.slice(0, 40));
      continue;
    }
    const item: CompareItem = { kind: match[1] as CompareItem['kind'], id: Number(match[2]) };
    if (result.items.some(sameItem(item))) continue;
    if (result.items.length < COMPARE_LIMIT) result.items.push(item);
    else result.overLimit++;
  }
  return result;
}

/** The compare page's address for a list of items, e.g. "/compare?compare=home-501,plan-101" (commas kept readable). */
export function comparisonUrl(page: string, items: readonly CompareItem[]): string {
  const [path, query = ''] = page.split('?');
  const params = query.split('&').filter((p) => p && !p.startsWith(`${COMPARE_PARAM}=`));
  if (items.length) params.push(`${COMPARE_PARAM}=${encodeComparison(items)}`);
  return params.length ? `${path}?${params.join('&')}` : path;
}
