import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameText } from '../../same-text';
import {
  fieldDollars,
  fieldNumber,
  formatMoney,
  formatMonth,
  formatWholeDollars,
} from '../../../../widgets/mortgage-calculator/format';

// The reference is Intl itself (Node's ICU, the one Chromium ships): the calculator must read as it did with Intl.
const usd = (digits: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: digits });
const [cents, wholeDollars] = [usd(2), usd(0)];
const grouped = (min: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: min, maximumFractionDigits: 2 });
const [withCents, withoutCents] = [grouped(2), grouped(0)];

/**
 * The figures the calculator works out, and beyond: cents, ties (x.5, x.005), tiny residues,
 * negatives, up to $1 trillion. The largest figure a valid form gives (40 years of interest on
 * $100,000,000 at 20 %) is under $10 billion.
 */
const TRILLION = 1e12;
const figures = fc.oneof(
  fc.double({ min: -TRILLION + 1, max: TRILLION - 1, noNaN: true }).filter((n) => !Object.is(n, -0)),
  fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }).map((n) => n / 1000),
  fc.integer({ min: 0, max: 10_000_000 }).map((n) => n + 0.5),
  fc.integer({ min: 0, max: 10_000_000 }).map((n) => n / 100 + 0.005),
  fc.constantFrom(
    0,
    1.005,
    2.5,
    -2.5,
    0.125,
    999.995,
    1e-7,
    -1e-7,
    5e-324,
    1_106.86,
    225_000,
    99_999_999.995,
    999_999_999_999.995,
  ),
);

describe('the figures the calculator shows', () => {
  it('are dollars as Intl writes US dollars, to the cent and whole, rounding half away from zero on the shortest decimal form', () => {
    fc.assert(
      fc.property(figures, (n) => {
        sameText(formatMoney(n), cents.format(n));
        sameText(formatWholeDollars(n), wholeDollars.format(n));
      }),
      { numRuns: 20_000 },
    );
    expect(formatMoney(1_106.86)).toBe('$1,106.86');
    expect(formatMoney(1.005)).toBe('$1.01');
    expect(formatWholeDollars(224_999.5)).toBe('$225,000');
    expect(formatMoney(1e-7)).toBe('$0.00');
  });

  it('show "—" for a figure that could not be worked out, never NaN or Infinity', () => {
    for (const n of [NaN, Infinity, -Infinity]) {
      expect(formatMoney(n)).toBe('—');
      expect(formatWholeDollars(n)).toBe('—');
    }
  });

  it('name the month as Intl writes it ("November 2056")', () => {
    const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
    fc.assert(
      fc.property(fc.date({ min: new Date(1900, 0, 1), max: new Date(2200, 11, 31), noInvalidDate: true }), (date) => {
        sameText(formatMonth(date), month.format(date));
      }),
      { numRuns: 2_000 },
    );
    expect(formatMonth(new Date(2056, 10, 1))).toBe('November 2056');
  });
});

describe('the figures the calculator writes into its fields', () => {
  it('are to the cent, without trailing zeros, and dollars grouped', () => {
    expect(fieldNumber(8325.504)).toBe('8325.5');
    expect(fieldDollars(19_999_999.8)).toBe('19,999,999.80');
    expect(fieldDollars(250_000)).toBe('250,000');
  });

  it('group dollars as Intl does, with cents only when there are some', () => {
    fc.assert(
      fc.property(figures, (n) => {
        const toCents = Math.round(n * 100) / 100;
        fc.pre(Math.abs(toCents) < TRILLION);
        // Less than half a cent below zero Intl writes "-0"; the field reads 0.
        sameText(fieldDollars(n), (Number.isInteger(toCents) ? withoutCents : withCents).format(toCents || 0));
      }),
      { numRuns: 20_000 },
    );
  });

  // Found by form-state.property.test.ts: a price of $1 and a down payment of 308 nines made the
  // percent 1e310, which rounding to the cent (×100) turned into "Infinity" in the field.
  it('leave the field empty for a figure too large to work out, never "Infinity" or "∞"', () => {
    for (const n of [1e308, -1e308, Number.MAX_VALUE, Infinity, NaN]) {
      expect(fieldNumber(n), String(n)).toBe('');
      expect(fieldDollars(n), String(n)).toBe('');
    }
  });

  it('write dollars from $1 trillion (only a data-price can preset them) as a field reads them back, ungrouped', () => {
    expect(fieldDollars(999_999_999_999.5)).toBe('999,999,999,999.50');
    expect(fieldDollars(TRILLION)).toBe('1000000000000');
    expect(fieldDollars(2.5e14)).toBe('250000000000000');
  });
});
