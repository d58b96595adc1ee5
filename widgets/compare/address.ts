import {
  COMPARE_PARAM,
  comparisonUrl,
  decodeComparison,
  type CompareItem,
  type DecodedComparison,
} from '../../core/compare';
import type { Values } from '../../core/i18n';

/** The comparison the page's address holds; null when it names none (the visitor's own choice then shows). */
export function comparisonInAddress(): DecodedComparison | null {
  const params = new URLSearchParams(location.search);
  return params.has(COMPARE_PARAM) ? decodeComparison(params.get(COMPARE_PARAM)) : null;
}

/** Writes the items into the address (no new history entry), so the address shares what is shown. */
export function writeComparisonToAddress(items: readonly CompareItem[]): void {
  const next = comparisonUrl(location.pathname + location.search, items) + location.hash;
  if (next !== location.pathname + location.search + location.hash) history.replaceState(history.state, '', next);
}

/** What the visitor is told about an address that named something we cannot show. */
export function addressNotice(
  { rejected, overLimit }: DecodedComparison,
  limit: number,
  t: (key: 'rejected' | 'overLimit', values: Values) => string,
): string | undefined {
  const parts: string[] = [];
  if (rejected.length)
    parts.push(t('rejected', { count: rejected.length, names: rejected.map((r) => `“${r}”`).join(', ') }));
  if (overLimit) parts.push(t('overLimit', { limit }));
  return parts.length ? parts.join(' ') : undefined;
}
