import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkAmount,
  MORTGAGE_TERMS_YEARS,
  type MortgageInputs,
  mortgageSummary,
} from '../../../../../core/rules/mortgage';
import { MAX_HOA_MONTHLY, MAX_HOME_PRICE, MAX_RATE_PERCENT } from '../../../../../core/rules/mortgage/constants';
import { MORTGAGE_INPUT_MESSAGES as M, readTypedNumber } from '../../../../../core/rules/mortgage/validation';
import { typedText } from './typed-text';

const finite = (n: unknown) => typeof n === 'number' && Number.isFinite(n);

describe('whatever is typed into an amount', () => {
  it('reads a number, "empty" or "not-a-number": never NaN (300 typed digits are Infinity, which the limits refuse)', () => {
    fc.assert(
      fc.property(typedText, (text) => {
        const n = readTypedNumber(text);
        expect(n === 'empty' || n === 'not-a-number' || !Number.isNaN(n)).toBe(true);
      }),
    );
  });

  it('gives each field a usable value within its limits, or one of that field’s own messages', () => {
    const max = { price: MAX_HOME_PRICE, down: 100, rate: MAX_RATE_PERCENT, hoa: MAX_HOA_MONTHLY } as const;
    fc.assert(
      fc.property(fc.constantFrom('price', 'down', 'rate', 'hoa' as const), typedText, (name, text) => {
        const checked = checkAmount(name, text);
        if (typeof checked === 'string') expect(Object.values(M[name])).toContain(checked);
        else expect(finite(checked) && checked >= 0 && checked <= max[name]).toBe(true);
      }),
    );
  });
});

/** Inputs as checkAmount lets them through: a price above 0, a down payment up to the price. */
const checkedInputs: fc.Arbitrary<MortgageInputs> = fc
  .record({
    price: fc.double({ min: 0.01, max: MAX_HOME_PRICE, noNaN: true }),
    downShare: fc.double({ min: 0, max: 1, noNaN: true }),
    term: fc.constantFrom(...MORTGAGE_TERMS_YEARS),
    rate: fc.double({ min: 0, max: MAX_RATE_PERCENT, noNaN: true }),
    hoa: fc.double({ min: 0, max: MAX_HOA_MONTHLY, noNaN: true }),
    extras: fc.boolean(),
  })
  .map(({ downShare, ...inputs }) => ({ ...inputs, down: Math.min(inputs.price, inputs.price * downShare) }));

describe('the mortgage summary of any inputs the fields accept', () => {
  it('has only finite figures and real dates, and a total that is the sum of its parts', () => {
    fc.assert(
      fc.property(checkedInputs, (inputs) => {
        const s = mortgageSummary(inputs, new Date(2025, 4, 20));
        const figures = [
          s.loanAmount,
          s.totalInterest,
          ...Object.values(s.monthly),
          ...s.years.flatMap((y) => [y.principal, y.interest, y.balance]),
        ];
        expect(figures.filter((n) => !finite(n))).toEqual([]);
        for (const date of [s.payoff, s.pmiEnds]) if (date) expect(Number.isNaN(date.getTime())).toBe(false);
        const { total, ...parts } = s.monthly;
        expect(total).toBeCloseTo(
          Object.values(parts).reduce((a, b) => a + b),
          2,
        );
      }),
    );
  });
});
