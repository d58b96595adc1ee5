import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amortizationByYear, amortizationSchedule, MORTGAGE_TERMS_YEARS, monthlyPrincipalAndInterest, totalInterest } from '../../../../core';

describe('amortization', () => {
  const schedule = amortizationSchedule(225_000, 4.25, 30);

  it('has one payment a month for the whole term and ends with nothing owed', () => {
    expect(schedule).toHaveLength(360);
    expect(schedule.at(-1)!.balance).toBe(0);
  });

  it('splits the first payment into the month’s interest and the rest as principal', () => {
    // 225,000 × 0.0425 / 12 = 796.875 interest; 1,106.86 − 796.88 = 309.99 principal.
    expect(schedule[0].interest).toBeCloseTo(796.875, 6);
    expect(schedule[0].principal).toBeCloseTo(309.99, 2);
  });

  it('charges $173,471.31 of interest over 30 years: every payment made less the loan', () => {
    // 360 payments of 1,106.8647… = 398,471.31…; less the 225,000 borrowed.
    expect(totalInterest(schedule)).toBeCloseTo(173_471.31, 2);
  });

  it('sums each year’s principal and interest to twelve payments, and the principal to the loan', () => {
    const years = amortizationByYear(schedule);
    const payment = monthlyPrincipalAndInterest(225_000, 4.25, 30);
    expect(years).toHaveLength(30);
    for (const y of years) expect(y.principal + y.interest).toBeCloseTo(12 * payment, 6);
    expect(years.reduce((s, y) => s + y.principal, 0)).toBeCloseTo(225_000, 6);
    expect(years[0].interest).toBeGreaterThan(years[0].principal);
    expect(years[29].principal).toBeGreaterThan(years[29].interest);
    expect(years[29].balance).toBe(0);
  });

  it('pays back the loan and nothing else with any rate and term', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 5_000_000 }), fc.double({ min: 0, max: 20, noNaN: true }), fc.constantFrom(...MORTGAGE_TERMS_YEARS), (loan, rate, years) => {
        const s = amortizationSchedule(loan, rate, years);
        const paid = monthlyPrincipalAndInterest(loan, rate, years) * years * 12;
        expect(s.reduce((sum, m) => sum + m.principal, 0)).toBeCloseTo(loan, 4);
        expect(totalInterest(s)).toBeCloseTo(paid - loan, 2);
        expect(s.every((m) => Number.isFinite(m.balance) && m.balance >= 0)).toBe(true);
      }),
    );
  });

  it('charges no interest at a rate of 0', () => {
    const zero = amortizationSchedule(225_000, 0, 30);
    expect(totalInterest(zero)).toBe(0);
    expect(amortizationByYear(zero)[0].principal).toBeCloseTo(7_500, 6);
  });

  it('has no payments with no loan', () => {
    expect(amortizationSchedule(0, 4.25, 30)).toEqual([]);
    expect(amortizationByYear([])).toEqual([]);
  });
});
