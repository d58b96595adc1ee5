import type { Community } from '../api/schemas/community';
import type { Lang } from '../i18n/language';
import { text } from '../i18n/text';
import { formatDollars, formatRange } from '../rules/plan-figures';
import { communitiesText } from './messages';

/** "From $289,990", or "Pricing coming soon" while the builder has not published a price. */
export const priceFromText = (price: number | null, lang: Lang = 'en'): string =>
  price === null
    ? text(communitiesText, lang, 'pricingSoon')
    : text(communitiesText, lang, 'priceFrom', { price: formatDollars(price) });

/** A pin's accessible name: "Lakeside Preserve, from $289,990". */
export const communityPinLabel = (c: Pick<Community, 'name' | 'price'>, lang: Lang = 'en'): string =>
  c.price === null
    ? text(communitiesText, lang, 'pinPricingSoon', { name: c.name })
    : text(communitiesText, lang, 'pinFrom', { name: c.name, price: formatDollars(c.price) });

/**
 * "now-selling" → "Now selling" ("En venta ahora"); unknown values are shown the same way (as the
 * API wrote them, in either language), never hidden.
 */
export function availabilityLabel(availability: string, lang: Lang = 'en'): string {
  const value = availability.trim();
  if (value === 'now-selling') return text(communitiesText, lang, 'nowSelling');
  if (value === 'coming-soon') return text(communitiesText, lang, 'comingSoon');
  if (value === 'sold-out') return text(communitiesText, lang, 'soldOut');
  const words = value.replace(/[-_]+/g, ' ');
  return words ? words[0].toUpperCase() + words.slice(1) : '';
}

export const isNowSelling = (c: Pick<Community, 'availability'>) => c.availability === 'now-selling';

/** The ranges of a community's homes, low-high: "3–5 beds", "2–3 baths", "1,800–2,600 sq ft". */
export function communityFacts(
  c: Pick<Community, 'bed_low' | 'bed_high' | 'bath_low' | 'bath_high' | 'sqft_low' | 'sqft_high'>,
  lang: Lang = 'en',
): string[] {
  const beds = formatRange(c.bed_low, c.bed_high);
  const baths = formatRange(c.bath_low, c.bath_high);
  const sqft = formatRange(c.sqft_low, c.sqft_high);
  return [
    beds && text(communitiesText, lang, beds === '1' ? 'oneBed' : 'beds', { range: beds }),
    baths && text(communitiesText, lang, baths === '1' ? 'oneBath' : 'baths', { range: baths }),
    sqft && text(communitiesText, lang, 'sqft', { range: sqft }),
  ].filter(Boolean);
}
