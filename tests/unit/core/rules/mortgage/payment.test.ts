import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MORTGAGE_TERMS_YEARS } from '../../../../../core/rules/mortgage';
import { monthlyPrincipalAndInterest } from '../../../../../core/rules/mortgage/payment';

/**
 * An independent reference: the loan is the present value of its n equal payments, so
 * M = P / Σ (1+r)^-k for k = 1..n. A sum, not the closed formula under test.
 */
function paymentByPresentValue(loan: number, yearlyPercent: number, years: number): number {
  const r = yearlyPercent / 1200;
  let discount = 0;
  for (let k = 1; k <= years * 12; k++) discount += (1 + r) ** -k;
  return loan / discount;
}

describe('monthly principal and interest', () => {
  it('is $1,106.86 for 225,000 at 4.25 % over 30 years (the default price less 10 % down)', () => {
    expect(paymentByPresentValue(225_000, 4.25, 30)).toBeCloseTo(1106.86, 2);
    expect(monthlyPrincipalAndInterest(225_000, 4.25, 30)).toBeCloseTo(1106.86, 2);
  });

  it('matches published amortization tables', () => {
    // Standard table values: 200,000 at 6 % for 30 years; 100,000 at 5 % for 15 years.
    expect(monthlyPrincipalAndInterest(200_000, 6, 30)).toBeCloseTo(1199.1, 2);
    expect(monthlyPrincipalAndInterest(100_000, 5, 15)).toBeCloseTo(790.79, 2);
  });

  it.each(MORTGAGE_TERMS_YEARS.map((years) => [years]))(
    'agrees with the present-value sum for a %i-year term',
    (years) => {
      expect(monthlyPrincipalAndInterest(225_000, 4.25, years)).toBeCloseTo(
        paymentByPresentValue(225_000, 4.25, years),
        6,
      );
    },
  );

  it('agrees with the present-value sum for any loan, rate and term', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.double({ min: 0.01, max: 20, noNaN: true }),
        fc.constantFrom(...MORTGAGE_TERMS_YEARS),
        (loan, rate, years) => {
          const expected = paymentByPresentValue(loan, rate, years);
          expect(Math.abs(monthlyPrincipalAndInterest(loan, rate, years) - expected)).toBeLessThan(expected * 1e-9);
        },
      ),
    );
  });

  it('divides the loan evenly over the payments when the rate is 0', () => {
    expect(monthlyPrincipalAndInterest(225_000, 0, 30)).toBe(625);
    expect(monthlyPrincipalAndInterest(240_000, 0, 40)).toBe(500);
  });

  it('stays finite at a rate too small to matter, where (1+r)^n − 1 rounds to 0', () => {
    expect(monthlyPrincipalAndInterest(225_000, 1e-320, 30)).toBe(625);
    expect(monthlyPrincipalAndInterest(225_000, 1e-9, 30)).toBeCloseTo(625, 6);
  });

  it('is 0 with no loan (100 % down)', () => {
    expect(monthlyPrincipalAndInterest(0, 4.25, 30)).toBe(0);
  });
});
