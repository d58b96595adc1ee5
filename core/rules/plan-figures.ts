import { formatNumber, formatUsd } from '../platform/en-us';

/** How a plan's numbers read, the same in every list, card and printed sheet ("2.5", "1,850"). */
const whole = (n: number) => formatNumber(n, { max: 1 });

/** What a plan without a published price shows instead. */
export const UNPRICED_LABEL = 'Pricing coming soon';

export const formatDollars = (amount: number): string => formatUsd(amount, 0);

/** "3", "3–4" (en dash), or "" when there is no low value. */
export function formatRange(low: number | null, high: number | null): string {
  if (low === null) return '';
  return high === null || high === low ? whole(low) : `${whole(low)}–${whole(high)}`;
}

/** "From $289,900", or UNPRICED_LABEL. */
export const formatFromPrice = (price: number | null): string =>
  price === null ? UNPRICED_LABEL : `From ${formatDollars(price)}`;

/** A move-in-ready home's price, "$289,900", or UNPRICED_LABEL. */
export const formatHomePrice = (price: number | null): string =>
  price === null ? UNPRICED_LABEL : formatDollars(price);

type Ranges = Record<'bed_low' | 'bed_high' | 'bath_low' | 'bath_high' | 'sqft_low' | 'sqft_high', number | null>;

/** A plan's or residence's beds, baths and sq ft as [value, label] for the figures of a detail ("3–4", "Bedrooms"). */
export const rangeFigures = (p: Ranges): [string, string][] => [
  [formatRange(p.bed_low, p.bed_high), 'Bedrooms'],
  [formatRange(p.bath_low, p.bath_high), 'Bathrooms'],
  [formatRange(p.sqft_low, p.sqft_high), 'Square feet'],
];
