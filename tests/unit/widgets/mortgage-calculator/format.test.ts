import { describe, expect, it } from 'vitest';
import { fieldDollars, fieldNumber } from '../../../../widgets/mortgage-calculator/format';

describe('the figures the calculator writes into its fields', () => {
  it('are to the cent, without trailing zeros, and dollars grouped', () => {
    expect(fieldNumber(8325.504)).toBe('8325.5');
    expect(fieldDollars(19_999_999.8)).toBe('19,999,999.80');
    expect(fieldDollars(250_000)).toBe('250,000');
  });

  // Found by form-state.property.test.ts: a price of $1 and a down payment of 308 nines made the
  // percent 1e310, which rounding to the cent (×100) turned into "Infinity" in the field.
  it('leave the field empty for a figure too large to work out, never "Infinity" or "∞"', () => {
    for (const n of [1e308, -1e308, Number.MAX_VALUE, Infinity, NaN]) {
      expect(fieldNumber(n), String(n)).toBe('');
      expect(fieldDollars(n), String(n)).toBe('');
    }
  });
});
