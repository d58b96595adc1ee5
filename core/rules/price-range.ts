import { formatDollars } from './plan-figures';
import { PRICE_STEP } from './price-bounds';

export interface PriceRange {
  low: number;
  high: number;
}
/** The bound a visitor typed: the minimum or the maximum. */
export type PriceBound = 'low' | 'high';

/** What changed, by name and with its amounts (formatted), for a widget to say in its language. */
export type PriceNoteKey =
  | 'roundedDown'
  | 'roundedUp'
  | 'setLowest'
  | 'setHighest'
  | 'setBelowHighest'
  | 'setAboveLowest'
  | 'maxMovedUp'
  | 'minMovedDown';
export interface PriceNote {
  key: PriceNoteKey;
  values: { value: string; step?: string; limit?: string };
}

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
  const settled = settleTypedPriceNotes(bound, typed, range, limits, step);
  return { range: settled.range, note: settled.notes.length ? settled.notes.map(english).join(' ') : null };
}

/** settleTypedPrice's range, and its note as named notes, for a widget to say in its language. */
export function settleTypedPriceNotes(
  bound: PriceBound,
  typed: number,
  range: PriceRange,
  limits: PriceRange,
  step = PRICE_STEP,
): { range: PriceRange; notes: PriceNote[] } {
  const low = bound === 'low';
  const rounded = (low ? Math.floor : Math.ceil)(typed / step) * step;
  const value = low ? clamp(rounded, limits.low, limits.high - step) : clamp(rounded, limits.low + step, limits.high);
  const next = low
    ? { low: value, high: Math.max(range.high, value + step) }
    : { low: Math.min(range.low, value - step), high: value };

  const notes: PriceNote[] = [];
  const v = formatDollars(value);
  if (value !== rounded) notes.push(outOfLimits(low, v, rounded, limits));
  else if (value !== typed)
    notes.push({ key: low ? 'roundedDown' : 'roundedUp', values: { value: v, step: formatDollars(step) } });
  if (low && next.high !== range.high) notes.push({ key: 'maxMovedUp', values: { value: formatDollars(next.high) } });
  if (!low && next.low !== range.low) notes.push({ key: 'minMovedDown', values: { value: formatDollars(next.low) } });
  return { range: next, notes };
}

function outOfLimits(low: boolean, value: string, rounded: number, limits: PriceRange): PriceNote {
  if (low)
    return rounded < limits.low
      ? { key: 'setLowest', values: { value } }
      : { key: 'setBelowHighest', values: { value, limit: formatDollars(limits.high) } };
  return rounded > limits.high
    ? { key: 'setHighest', values: { value } }
    : { key: 'setAboveLowest', values: { value, limit: formatDollars(limits.low) } };
}

/** A note in English (the widget says it from its catalog, in its language). */
function english({ key, values: { value, step, limit } }: PriceNote): string {
  switch (key) {
    case 'roundedDown':
      return `Rounded down to ${value}: prices go in ${step} steps.`;
    case 'roundedUp':
      return `Rounded up to ${value}: prices go in ${step} steps.`;
    case 'setLowest':
      return `Set to ${value}, the lowest price here.`;
    case 'setHighest':
      return `Set to ${value}, the highest price here.`;
    case 'setBelowHighest':
      return `Set to ${value}: the minimum stays below the highest price here, ${limit}.`;
    case 'setAboveLowest':
      return `Set to ${value}: the maximum stays above the lowest price here, ${limit}.`;
    case 'maxMovedUp':
      return `Maximum moved up to ${value}.`;
    case 'minMovedDown':
      return `Minimum moved down to ${value}.`;
  }
}
