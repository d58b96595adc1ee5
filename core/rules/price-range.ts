import { formatDollars } from './plan-figures';
import { PRICE_STEP } from './price-bounds';

export interface PriceRange {
  low: number;
  high: number;
}
/** The bound a visitor typed: the minimum or the maximum. */
export type PriceBound = 'low' | 'high';

/** A typed bound settled into the range, and what to tell the visitor when it is not what they typed. */
export interface SettledPrice {
  range: PriceRange;
  note: string | null;
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/**
 * spec.md section 9: "bounds round down/up to 25,000 steps". A typed minimum rounds down and a
 * typed maximum up (the range only ever widens to the step), both stay within the finder's limits
 * and a step apart (an empty range of one price helps nobody): the other bound moves out of the
 * way if it can. The note says what changed, in words, for the field that was typed in.
 */
export function settleTypedPrice(
  bound: PriceBound,
  typed: number,
  range: PriceRange,
  limits: PriceRange,
  step = PRICE_STEP,
): SettledPrice {
  const low = bound === 'low';
  const rounded = (low ? Math.floor : Math.ceil)(typed / step) * step;
  const value = low ? clamp(rounded, limits.low, limits.high - step) : clamp(rounded, limits.low + step, limits.high);
  const next = low
    ? { low: value, high: Math.max(range.high, value + step) }
    : { low: Math.min(range.low, value - step), high: value };

  const notes: string[] = [];
  if (value !== rounded) notes.push(outOfLimits(low, value, rounded, limits));
  else if (value !== typed)
    notes.push(`Rounded ${low ? 'down' : 'up'} to ${formatDollars(value)}: prices go in ${formatDollars(step)} steps.`);
  if (low && next.high !== range.high) notes.push(`Maximum moved up to ${formatDollars(next.high)}.`);
  if (!low && next.low !== range.low) notes.push(`Minimum moved down to ${formatDollars(next.low)}.`);
  return { range: next, note: notes.length ? notes.join(' ') : null };
}

function outOfLimits(low: boolean, value: number, rounded: number, limits: PriceRange): string {
  const set = `Set to ${formatDollars(value)}`;
  if (low)
    return rounded < limits.low
      ? `${set}, the lowest price here.`
      : `${set}: the minimum stays below the highest price here, ${formatDollars(limits.high)}.`;
  return rounded > limits.high
    ? `${set}, the highest price here.`
    : `${set}: the maximum stays above the lowest price here, ${formatDollars(limits.low)}.`;
}
