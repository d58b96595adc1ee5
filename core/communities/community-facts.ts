import type { Community } from '../api/schemas/community';
import { formatDollars, formatFromPrice, formatRange } from '../rules/plan-figures';

/** "From $289,990", or "Pricing coming soon" while the builder has not published a price. */
export const priceFromText = (price: number | null): string => formatFromPrice(price);

/** A pin's accessible name: "Lakeside Preserve, from $289,990". */
export const communityPinLabel = (c: Pick<Community, 'name' | 'price'>): string =>
  c.price === null ? `${c.name}, pricing coming soon` : `${c.name}, from ${formatDollars(c.price)}`;

/** "now-selling" → "Now selling"; unknown values are shown the same way, never hidden. */
export function availabilityLabel(availability: string): string {
  const words = availability.trim().replace(/[-_]+/g, ' ');
  return words ? words[0].toUpperCase() + words.slice(1) : '';
}

export const isNowSelling = (c: Pick<Community, 'availability'>) => c.availability === 'now-selling';

/** The ranges of a community's homes, low-high: "3–5 beds", "2–3 baths", "1,800–2,600 sq ft". */
export function communityFacts(
  c: Pick<Community, 'bed_low' | 'bed_high' | 'bath_low' | 'bath_high' | 'sqft_low' | 'sqft_high'>,
): string[] {
  const beds = formatRange(c.bed_low, c.bed_high);
  const baths = formatRange(c.bath_low, c.bath_high);
  const sqft = formatRange(c.sqft_low, c.sqft_high);
  return [
    beds && `${beds} ${beds === '1' ? 'bed' : 'beds'}`,
    baths && `${baths} ${baths === '1' ? 'bath' : 'baths'}`,
    sqft && `${sqft} sq ft`,
  ].filter(Boolean);
}
