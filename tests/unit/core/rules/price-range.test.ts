import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOMEPAGE_PRICE_RANGE, PRICE_STEP } from '../../../../core/rules/price-bounds';
import { type PriceBound, settleTypedPrice } from '../../../../core/rules/price-range';

const limits = { low: HOMEPAGE_PRICE_RANGE.min, high: HOMEPAGE_PRICE_RANGE.max };
const full = { ...limits };

describe('settleTypedPrice (spec.md section 9: bounds round down/up to 25,000 steps)', () => {
  it('rounds a typed minimum down and a typed maximum up to the 25,000 step, and says so', () => {
    expect(settleTypedPrice('low', 160_000, full, limits)).toEqual({
      range: { low: 150_000, high: 300_000 },
      note: 'Rounded down to $150,000: prices go in $25,000 steps.',
    });
    expect(settleTypedPrice('high', 230_000, full, limits)).toEqual({
      range: { low: 125_000, high: 250_000 },
      note: 'Rounded up to $250,000: prices go in $25,000 steps.',
    });
  });

  it('takes a price on the step as typed, with nothing to say', () => {
    expect(settleTypedPrice('low', 150_000, full, limits)).toEqual({
      range: { low: 150_000, high: 300_000 },
      note: null,
    });
  });

  it('keeps a typed price within the finder, saying where it went', () => {
    expect(settleTypedPrice('low', 50_000, full, limits).note).toBe('Set to $125,000, the lowest price here.');
    expect(settleTypedPrice('high', 900_000, full, limits).note).toBe('Set to $300,000, the highest price here.');
  });

  it('keeps the minimum a step below the top and the maximum a step above the bottom (issue #17: 400000 became 230000 unsaid)', () => {
    expect(settleTypedPrice('low', 400_000, full, limits)).toEqual({
      range: { low: 275_000, high: 300_000 },
      note: 'Set to $275,000: the minimum stays below the highest price here, $300,000.',
    });
    expect(settleTypedPrice('high', 100_000, full, limits)).toEqual({
      range: { low: 125_000, high: 150_000 },
      note: 'Set to $150,000: the maximum stays above the lowest price here, $125,000.',
    });
  });

  it('moves the other bound out of the way rather than letting them cross or meet', () => {
    expect(settleTypedPrice('low', 230_000, { low: 125_000, high: 200_000 }, limits)).toEqual({
      range: { low: 225_000, high: 250_000 },
      note: 'Rounded down to $225,000: prices go in $25,000 steps. Maximum moved up to $250,000.',
    });
    expect(settleTypedPrice('high', 175_000, { low: 200_000, high: 300_000 }, limits)).toEqual({
      range: { low: 150_000, high: 175_000 },
      note: 'Minimum moved down to $150,000.',
    });
  });

  it('always leaves a range on the step, within the limits, minimum below maximum', () => {
    const steps = (limits.high - limits.low) / PRICE_STEP;
    const range = fc
      .tuple(fc.integer({ min: 0, max: steps - 1 }), fc.integer({ min: 1, max: steps }))
      .filter(([a, b]) => a < b)
      .map(([a, b]) => ({ low: limits.low + a * PRICE_STEP, high: limits.low + b * PRICE_STEP }));
    const bound = fc.constantFrom<PriceBound>('low', 'high');
    fc.assert(
      fc.property(bound, fc.double({ min: -1e7, max: 1e7, noNaN: true }), range, (which, typed, before) => {
        const { range: after } = settleTypedPrice(which, typed, before, limits);
        expect(after.low).toBeLessThan(after.high);
        expect(after.low).toBeGreaterThanOrEqual(limits.low);
        expect(after.high).toBeLessThanOrEqual(limits.high);
        expect(after.low % PRICE_STEP).toBe(0);
        expect(after.high % PRICE_STEP).toBe(0);
      }),
    );
  });
});
