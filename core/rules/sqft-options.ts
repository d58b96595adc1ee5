/** spec.md section 9: square-footage choices come in steps of 1,000. */
export const SQFT_STEP = 1_000;

/**
 * The sq ft filter's choices for some plans: every 1,000 from the step at or below the smallest
 * lower size up to the largest size. Plans without sizes are ignored.
 */
export function sqftOptions(sizes: ReadonlyArray<{ sqft_low: number | null; sqft_high: number | null }>): number[] {
  const lows = sizes.map((s) => s.sqft_low).filter((n): n is number => typeof n === 'number' && n > 0);
  if (lows.length === 0) return [];
  const highs = sizes.map((s) => s.sqft_high ?? s.sqft_low).filter((n): n is number => typeof n === 'number' && n > 0);
  const from = Math.floor(Math.min(...lows) / SQFT_STEP) * SQFT_STEP || SQFT_STEP;
  const to = Math.max(...highs, ...lows);
  const options: number[] = [];
  for (let v = from; v <= to; v += SQFT_STEP) options.push(v);
  return options;
}
