/** spec.md section 9: price filters move in 25,000 steps; default range 0 to 500000. */
export const PRICE_STEP = 25_000;
export const DEFAULT_PRICE_RANGE = { min: 0, max: 500_000 } as const;
/** The homepage slider's own range (spec.md section 2). */
export const HOMEPAGE_PRICE_RANGE = { min: 125_000, max: 300_000 } as const;

/**
 * Bounds for a price filter over some prices: the lowest rounded down and the highest rounded
 * up to the 25,000 step. Unpriced items are ignored; with none priced, the default range.
 */
export function priceBounds(prices: ReadonlyArray<number | null | undefined>): { min: number; max: number } {
  const known = prices.filter((p): p is number => typeof p === 'number' && Number.isFinite(p));
  if (known.length === 0) return { ...DEFAULT_PRICE_RANGE };
  return {
    min: Math.floor(Math.min(...known) / PRICE_STEP) * PRICE_STEP,
    max: Math.ceil(Math.max(...known) / PRICE_STEP) * PRICE_STEP,
  };
}

/** The choices of a price select between bounds, one a step. */
export function priceOptions(bounds: { min: number; max: number }): number[] {
  const options: number[] = [];
  for (let p = bounds.min; p <= bounds.max; p += PRICE_STEP) options.push(p);
  return options;
}
