import type { PricingSheet } from './schemas/pricing-sheet';

/** Where the printable pricing sheet is posted, relative to apiBase (spec.md section 7). */
export const PRICING_SHEET_PATH = 'print/pricing-sheet';

type SheetRow = PricingSheet['residences'][number];

/** The `data` field of the hidden form: just the figures of each plan, in the order shown. */
export function pricingSheetData(
  community: { id: number; name: string },
  residences: readonly (SheetRow & Record<string, unknown>)[],
): string {
  const sheet: PricingSheet = {
    community_id: community.id,
    community: community.name,
    residences: residences.map(({ name, bed_low, bed_high, bath_low, bath_high, sqft_low, sqft_high, price }) => ({
      name,
      bed_low,
      bed_high,
      bath_low,
      bath_high,
      sqft_low,
      sqft_high,
      price,
    })),
  };
  return JSON.stringify(sheet);
}
