import { COMPARE_LIMIT, type CompareItem, sameItem } from './compare-items';

/** One part of the address: home-501, plan-101 (ids of at most 9 digits). */
const ITEM = /^(home|plan)-([1-9]\d{0,8})$/;

export interface DecodedComparison {
  items: CompareItem[];
  /** Parts of the address that name no home or plan (shown to the visitor, never thrown). */
  rejected: string[];
  /** How many valid items came after the limit and were left out. */
  overLimit: number;
}

/**
 * Reads an address's value back into items (only the compare page does: the toggles' pages do not
 * pay for it); a bad part is set aside and named, a repeat is dropped.
 */
export function decodeComparison(value: string | null): DecodedComparison {
  const result: DecodedComparison = { items: [], rejected: [], overLimit: 0 };
  for (const part of (value ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
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
