import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareNames } from '../../../../core/platform/compare-names';
import { formatLongDate, formatNumber, formatUsd } from '../../../../core/platform/en-us';
import { formatDollars, formatRange } from '../../../../core/rules/plan-figures';
import { ACCOUNT_STATES } from '../../../../core/forms/engine/options/us-states';
import { createSeed } from '../../../../demo/data';
import { sameText } from '../../same-text';

// The reference is Intl itself (Node's ICU, the one Chromium ships): the widgets must read exactly as before.
// One formatter per option set: building an Intl.NumberFormat costs far more than formatting with it.
const formatters = new Map<string, Intl.NumberFormat>();
const formatter = (key: string, make: () => Intl.NumberFormat) =>
  formatters.get(key) ?? formatters.set(key, make()).get(key)!;
const intl = (min: number, max: number) =>
  formatter(
    `${min}-${max}`,
    () => new Intl.NumberFormat('en-US', { minimumFractionDigits: min, maximumFractionDigits: max }),
  );
const usd = (digits: number) =>
  formatter(
    `usd-${digits}`,
    () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: digits }),
  );
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** Prices, areas, cents, huge and tiny numbers, ties (x.5, x.005) and negatives. */
const numbers = fc.oneof(
  fc.double({ noNaN: true }),
  fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }).map((n) => n / 1000),
  fc.integer({ min: 0, max: 10_000_000 }).map((n) => n + 0.5),
  fc.integer({ min: 0, max: 10_000_000 }).map((n) => n / 100 + 0.005),
  fc.constantFrom(0, -0, 1.005, 2.5, -2.5, 999.9995, 1e21, 2 ** 70, 1.8e306, 1e-7, 5e-324, Infinity, -Infinity),
);

describe('numbers as an American reader reads them', () => {
  it('are written as Intl.NumberFormat("en-US") writes them, for every number and 0 to 3 decimals', () => {
    fc.assert(
      fc.property(numbers, fc.constantFrom([0, 0], [0, 1], [0, 2], [2, 2], [0, 3], [3, 3]), (n, [min, max]) => {
        sameText(formatNumber(n, { min, max }), intl(min, max).format(n));
      }),
      { numRuns: 20_000 },
    );
  });

  it('round half away from zero on the shortest decimal form, as Intl does', () => {
    expect(formatNumber(1.005, { max: 2 })).toBe('1.01');
    expect(formatNumber(-2.5, { max: 0 })).toBe('-3');
    expect(formatNumber(999.9995)).toBe('1,000');
    expect(formatNumber(2000)).toBe('2,000');
    expect(formatNumber(1.8e306, { max: 0 })).toBe(`1,800${',000'.repeat(101)}`);
  });

  it('are dollars as Intl writes US dollars, with and without cents', () => {
    fc.assert(
      fc.property(numbers, fc.constantFrom(0, 2), (n, digits) => {
        sameText(formatUsd(n, digits), usd(digits).format(n));
      }),
      { numRuns: 10_000 },
    );
    expect(formatUsd(1106.855)).toBe('$1,106.86');
    expect(formatUsd(-12.5)).toBe('-$12.50');
    expect(formatDollars(289_900)).toBe('$289,900');
    expect(formatRange(2.5, 3)).toBe('2.5–3');
    expect(formatRange(1850, 2420.75)).toBe('1,850–2,420.8');
  });
});

describe('dates as an American reader reads them', () => {
  it('are the long date of toLocaleDateString("en-US"), in the visitor’s time zone', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1900, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true }), (date) => {
        sameText(formatLongDate(date), longDate.format(date));
      }),
      { numRuns: 5_000 },
    );
    expect(formatLongDate(new Date(2025, 5, 3))).toBe('June 3, 2025');
  });
});

describe('names in order', () => {
  it('sort the states and territories, and the seeded communities, as localeCompare sorts them', () => {
    const labels = ACCOUNT_STATES.map((s) => s.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    expect(labels.slice(labels.indexOf('Vermont'), labels.indexOf('Vermont') + 3)).toEqual([
      'Vermont',
      'Virgin Islands',
      'Virginia',
    ]);
    const names = createSeed().communities.map((c) => c.name);
    expect([...names].sort(compareNames)).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('put case aside, then break ties by case', () => {
    expect(['lakeside', 'Lake Alfred', 'Lakeland', 'Aspen'].sort(compareNames)).toEqual([
      'Aspen',
      'Lake Alfred',
      'Lakeland',
      'lakeside',
    ]);
    expect(compareNames('Oaks', 'oaks')).toBeLessThan(0);
    expect(compareNames('Oaks', 'Oaks')).toBe(0);
  });
});
