import { matchesMaxPriceFilter, matchesMinPriceFilter } from '../../core/rules/floorplans';
import { formatDollars, PRICE_STEP, type PriceRange } from '../../core/rules';
import type { Community } from '../../core/api';
import type { Lang } from '../../core/i18n';
import { text } from '../../core/i18n';
import { heroText } from './messages';

/**
 * The communities whose "from" price lies in the slider's range, ends included. The floorplan
 * price rules of spec.md section 5 decide: unpriced ones fall out at the minimum.
 */
export function communitiesInRange(communities: readonly Community[], range: PriceRange): Community[] {
  return communities.filter((c) => matchesMinPriceFilter(range.low, c) && matchesMaxPriceFilter(range.high, c));
}

/**
 * What to change when no community is in the range: the nearest priced community on either side
 * that the finder can reach, and the bound (on the 25,000 step) that would take it in.
 */
export function emptyRangeHint(
  communities: readonly Community[],
  range: PriceRange,
  limits: PriceRange,
  lang: Lang = 'en',
): string {
  const prices = communities.filter(
    (c): c is Community & { price: number } =>
      typeof c.price === 'number' && c.price >= limits.low && c.price <= limits.high,
  );
  const above = prices.filter((c) => c.price > range.high).sort((a, b) => a.price - b.price)[0];
  const below = prices.filter((c) => c.price < range.low).sort((a, b) => b.price - a.price)[0];
  const ways = [
    above &&
      text(heroText, lang, 'raiseMaximum', {
        bound: formatDollars(Math.ceil(above.price / PRICE_STEP) * PRICE_STEP),
        name: above.name,
        price: formatDollars(above.price),
      }),
    below &&
      text(heroText, lang, 'lowerMinimum', {
        bound: formatDollars(Math.floor(below.price / PRICE_STEP) * PRICE_STEP),
        name: below.name,
        price: formatDollars(below.price),
      }),
  ].filter(Boolean);
  if (ways.length === 0)
    return text(heroText, lang, 'noPriceInLimits', {
      low: formatDollars(limits.low),
      high: formatDollars(limits.high),
    });
  const sentence = ways.join(text(heroText, lang, 'orJoin'));
  return `${sentence[0].toUpperCase()}${sentence.slice(1)}.`;
}
