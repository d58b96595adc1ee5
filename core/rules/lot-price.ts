/**
 * Issue 34: what a plan costs on one lot, the residence's price plus the lot's premium; null
 * (no published price) where the residence has none.
 */
export const priceOnLot = (residencePrice: number | null, premium: number | null): number | null =>
  residencePrice === null ? null : residencePrice + (premium ?? 0);
