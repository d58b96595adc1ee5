import { describe, expect, it } from 'vitest';
import { monthlyPmi, pmiApplies } from '../../../../../core/rules/mortgage/pmi';

// When PMI ends (78 % of the price on schedule) is checked in mortgage-amortization and mortgage-summary.
describe('PMI', () => {
  it('applies under 20 % down, not at 20 % or more', () => {
    expect(pmiApplies(250_000, 25_000)).toBe(true);
    expect(pmiApplies(250_000, 49_999)).toBe(true);
    expect(pmiApplies(250_000, 50_000)).toBe(false);
    expect(pmiApplies(250_000, 250_000)).toBe(false);
  });

  it('charges 0.625 % of the loan a year: $117.19 a month on a 225,000 loan', () => {
    // 225,000 × 0.00625 = 1,406.25 a year; ÷ 12 = 117.1875
    expect(monthlyPmi(250_000, 25_000)).toBeCloseTo(117.1875, 6);
    expect(monthlyPmi(250_000, 50_000)).toBe(0);
  });
});
