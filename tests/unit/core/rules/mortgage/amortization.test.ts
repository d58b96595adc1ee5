import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amortize } from '../../../../../core/rules/mortgage/amortization';
import { MORTGAGE_TERMS_YEARS } from '../../../../../core/rules/mortgage';
import { monthlyPrincipalAndInterest } from '../../../../../core/rules/mortgage/payment';

/** An independent reference: the balance after k payments, by the closed annuity formula (not the month-by-month walk under test). */
function balanceAfter(loan: number, yearlyPercent: number, years: number, k: number): number {
  const r = yearlyPercent / 1200;
  const growth = (1 + r) ** k;
  return loan * growth - (monthlyPrincipalAndInterest(loan, yearlyPercent, years) * (growth - 1)) / r;
}

describe('amortization', () => {
  const { years, totalInterest } = amortize(225_000, 4.25, 30);
  const payment = monthlyPrincipalAndInterest(225_000, 4.25, 30);

  it('has a row a year for the whole term and ends with nothing owed', () => {
    expect(years.map((y) => y.year)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(years[29].balance).toBe(0);
  });

  it('splits the first year into the interest on the balance and the rest as principal', () => {
    // Year 1 pays 12 × 1,106.86; its principal is what the balance fell by: 225,000 − 221,207.
    const principal = 225_000 - balanceAfter(225_000, 4.25, 30, 12);
    expect(years[0].principal).toBeCloseTo(principal, 6);
    expect(years[0].interest).toBeCloseTo(12 * payment - principal, 6);
    expect(years[0].balance).toBeCloseTo(balanceAfter(225_000, 4.25, 30, 12), 6);
    expect(years[9].balance).toBeCloseTo(balanceAfter(225_000, 4.25, 30, 120), 6);
  });

  it('charges $173,471.31 of interest over 30 years: every payment made less the loan', () => {
    // 360 payments of 1,106.8647… = 398,471.31…; less the 225,000 borrowed.
    expect(totalInterest).toBeCloseTo(173_471.31, 2);
  });

  it('sums each year’s principal and interest to twelve payments, and the principal to the loan', () => {
    for (const y of years) expect(y.principal + y.interest).toBeCloseTo(12 * payment, 6);
    expect(years.reduce((s, y) => s + y.principal, 0)).toBeCloseTo(225_000, 6);
    expect(years[0].interest).toBeGreaterThan(years[0].principal);
    expect(years[29].principal).toBeGreaterThan(years[29].interest);
  });

  it('pays back the loan and nothing else with any rate and term', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 5_000_000 }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.constantFrom(...MORTGAGE_TERMS_YEARS),
        (loan, rate, term) => {
          const a = amortize(loan, rate, term);
          const paid = monthlyPrincipalAndInterest(loan, rate, term) * term * 12;
          expect(a.years).toHaveLength(term);
          expect(a.years.reduce((sum, y) => sum + y.principal, 0)).toBeCloseTo(loan, 4);
          expect(a.totalInterest).toBeCloseTo(paid - loan, 2);
          expect(a.years.every((y) => Number.isFinite(y.balance) && y.balance >= 0)).toBe(true);
        },
      ),
    );
  });

  it('counts the payments until the balance first reaches a limit: 84 down to 78 % of 250,000', () => {
    // An independent walk: the balance month by month until it is at most 195,000.
    let balance = 225_000;
    let k = 0;
    while (balance > 195_000) {
      balance = balance * (1 + 4.25 / 1200) - payment;
      k++;
    }
    expect(k).toBe(84);
    expect(amortize(225_000, 4.25, 30, 195_000).paymentsToLimit).toBe(84);
    // At a rate of 0 in a straight line: 237,500 − 659.72 × k ≤ 195,000 ⇔ k ≥ 64.4
    expect(amortize(237_500, 0, 30, 195_000).paymentsToLimit).toBe(65);
    expect(amortize(225_000, 4.25, 30).paymentsToLimit).toBe(0);
  });

  it('charges no interest at a rate of 0', () => {
    const zero = amortize(225_000, 0, 30);
    expect(zero.totalInterest).toBe(0);
    expect(zero.years[0].principal).toBeCloseTo(7_500, 6);
  });

  it('has no payments with no loan', () => {
    expect(amortize(0, 4.25, 30)).toEqual({ years: [], totalInterest: 0, paymentsToLimit: 0 });
  });
});
