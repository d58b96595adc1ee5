import {
  COMPARE_PARAM,
  comparisonUrl,
  decodeComparison,
  type CompareItem,
  type DecodedComparison,
} from '../../core/compare';

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
export function addressNotice({ rejected, overLimit }: DecodedComparison, limit: number): string | undefined {
  const parts: string[] = [];
  if (rejected.length)
    parts.push(
      `This comparison's address names ${rejected.map((r) => `“${r}”`).join(', ')}, which ${rejected.length === 1 ? 'is not a home or plan' : 'are not homes or plans'} we know, so ${rejected.length === 1 ? 'it is' : 'they are'} left out.`,
    );
  if (overLimit)
    parts.push(`Only ${limit} homes or plans can be compared at once: the first ${limit} in the address are shown.`);
  return parts.length ? parts.join(' ') : undefined;
}
