import { useText } from '../mount/use-text';
import { formatDollars, formatRange } from '../rules/plan-figures';
import { listingText } from './messages';

export type Ranges = Record<
  'bed_low' | 'bed_high' | 'bath_low' | 'bath_high' | 'sqft_low' | 'sqft_high',
  number | null
>;
/** The count a range's unit agrees with: its high end ("1–2 baths"), else its low. */
const countOf = (low: number | null, high: number | null) => high ?? low ?? 0;

/**
 * How plans and homes read in the widget's language: prices ("From $289,900" / "Desde $289,900"),
 * figures and their units. The numbers are core/rules/plan-figures.ts's, the same in both.
 */
export function useListingText() {
  const t = useText(listingText);
  return {
    t,
    /** "From $289,900", or "Pricing coming soon". */
    fromPrice: (price: number | null) =>
      price === null ? t('unpriced') : t('fromPrice', { price: formatDollars(price) }),
    /** A home's own price, "$289,900", or "Pricing coming soon". */
    homePrice: (price: number | null) => (price === null ? t('unpriced') : formatDollars(price)),
    /** A plan's, residence's or home's beds, baths and sq ft as [value, label] for Figures. */
    rangeFigures: (p: Ranges): [string, string][] => [
      [formatRange(p.bed_low, p.bed_high), t('bedrooms')],
      [formatRange(p.bath_low, p.bath_high), t('bathrooms')],
      [formatRange(p.sqft_low, p.sqft_high), t('squareFeet')],
    ],
    /** "3–4 beds", "2 baths", "1,800 sq ft" (value and unit), or "" without a value. */
    units: (p: Ranges): [value: string, unit: string][] => [
      [formatRange(p.bed_low, p.bed_high), t('beds', { count: countOf(p.bed_low, p.bed_high) })],
      [formatRange(p.bath_low, p.bath_high), t('baths', { count: countOf(p.bath_low, p.bath_high) })],
      [formatRange(p.sqft_low, p.sqft_high), t('sqft')],
    ],
    elevationAlt: (name: string) => t('elevation', { name }),
  };
}

export type ListingText = ReturnType<typeof useListingText>;

/** A home's single beds, baths and sq ft as a plan's ranges. */
export const homeRanges = (h: { beds: number | null; baths: number | null; sqft: number | null }): Ranges => ({
  bed_low: h.beds,
  bed_high: null,
  bath_low: h.baths,
  bath_high: null,
  sqft_low: h.sqft,
  sqft_high: null,
});
