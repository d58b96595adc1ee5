import { describe, expect, it } from 'vitest';
import { type MortgageInputs, mortgageSummary } from '../../../../core';

const FIRST_PAYMENT = { year: 2025, month: 5 }; // June 2025
const DEFAULTS: MortgageInputs = { price: 250_000, downPayment: 25_000, yearlyRatePercent: 4.25, termYears: 30, hoaMonthly: 0, includeExtras: true };

describe('the mortgage summary', () => {
  it('gives spec.md’s defaults with extras: P&I 1,106.86, tax 202.08, insurance 72.92, PMI 117.19, total 1,499.05', () => {
    const s = mortgageSummary(DEFAULTS, FIRST_PAYMENT);
    expect(s.loanAmount).toBe(225_000);
    // Each line rounded to cents, the total their sum: 1,106.86 + 202.08 + 72.92 + 117.19.
    expect(s.monthly).toEqual({ principalAndInterest: 1106.86, propertyTax: 202.08, insurance: 72.92, pmi: 117.19, hoa: 0, total: 1499.05 });
    expect(s.totalInterest).toBeCloseTo(173_471.31, 2);
    expect(s.payoff).toEqual({ year: 2055, month: 4 }); // May 2055: the 360th payment
    expect(s.pmiEnds).toEqual({ year: 2032, month: 4 }); // May 2032: the 84th payment
    expect(s.years).toHaveLength(30);
  });

  it('leaves out tax, insurance and PMI when extras are not included', () => {
    const s = mortgageSummary({ ...DEFAULTS, includeExtras: false }, FIRST_PAYMENT);
    expect(s.monthly).toEqual({ principalAndInterest: 1106.86, propertyTax: 0, insurance: 0, pmi: 0, hoa: 0, total: 1106.86 });
    expect(s.pmiEnds).toBeNull();
  });

  it('charges no PMI with 20 % down', () => {
    const s = mortgageSummary({ ...DEFAULTS, downPayment: 50_000 }, FIRST_PAYMENT);
    expect(s.monthly.pmi).toBe(0);
    expect(s.pmiEnds).toBeNull();
    // 200,000 at 4.25 % for 30 years: 983.88; plus tax and insurance.
    expect(s.monthly.total).toBe(1258.88); // 983.88 + 202.08 + 72.92
  });

  it('adds the HOA/CDD dues to the total as they are', () => {
    const s = mortgageSummary({ ...DEFAULTS, hoaMonthly: 85.5 }, FIRST_PAYMENT);
    expect(s.monthly.hoa).toBe(85.5);
    expect(s.monthly.total).toBeCloseTo(1499.05 + 85.5, 10);
  });

  it('asks nothing but extras with 100 % down', () => {
    const s = mortgageSummary({ ...DEFAULTS, downPayment: 250_000 }, FIRST_PAYMENT);
    expect(s.loanAmount).toBe(0);
    expect(s.monthly).toEqual({ principalAndInterest: 0, propertyTax: 202.08, insurance: 72.92, pmi: 0, hoa: 0, total: 275 });
    expect(s.totalInterest).toBe(0);
    expect(s.payoff).toBeNull();
    expect(s.years).toEqual([]);
  });

  it('never lends a negative amount when the down payment is above the price', () => {
    const s = mortgageSummary({ ...DEFAULTS, downPayment: 300_000 }, FIRST_PAYMENT);
    expect(s.loanAmount).toBe(0);
    expect(s.monthly.principalAndInterest).toBe(0);
  });

  it('charges no interest at a rate of 0: 625 a month over 30 years', () => {
    const s = mortgageSummary({ ...DEFAULTS, yearlyRatePercent: 0, includeExtras: false }, FIRST_PAYMENT);
    expect(s.monthly.total).toBe(625);
    expect(s.totalInterest).toBe(0);
  });

  it.each([
    { years: 15, payment: 1692.63, payoff: { year: 2040, month: 4 } },
    { years: 40, payment: 975.65, payoff: { year: 2065, month: 4 } },
  ])('pays 225,000 at 4.25 percent over $years years with $payment a month', ({ years, payment, payoff }) => {
    // Reference payments from the formula worked by hand: 225,000 · r(1+r)^n / ((1+r)^n − 1).
    const s = mortgageSummary({ ...DEFAULTS, termYears: years, includeExtras: false }, FIRST_PAYMENT);
    expect(s.monthly.principalAndInterest).toBe(payment);
    expect(s.payoff).toEqual(payoff);
  });
});
