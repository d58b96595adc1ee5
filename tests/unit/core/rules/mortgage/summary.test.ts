import { describe, expect, it } from 'vitest';
import { type MortgageInputs, mortgageSummary } from '../../../../../core/rules/mortgage';

const START = new Date(2025, 4, 20); // May 2025: the first payment is due in June
const DEFAULTS: MortgageInputs = { price: 250_000, down: 25_000, term: 30, rate: 4.25, hoa: 0, extras: true };

describe('the mortgage summary', () => {
  it('gives spec.md’s defaults with extras: P&I 1,106.86, tax 202.08, insurance 72.92, PMI 117.19, total 1,499.05', () => {
    const s = mortgageSummary(DEFAULTS, START);
    expect(s.loanAmount).toBe(225_000);
    // Each line rounded to cents, the total their sum: 1,106.86 + 202.08 + 72.92 + 117.19.
    expect(s.monthly).toEqual({
      principalAndInterest: 1106.86,
      propertyTax: 202.08,
      insurance: 72.92,
      pmi: 117.19,
      hoa: 0,
      total: 1499.05,
    });
    expect(s.totalInterest).toBeCloseTo(173_471.31, 2);
    expect(s.payoff).toEqual(new Date(2055, 4, 1)); // May 2055: the 360th payment
    expect(s.pmiEnds).toEqual(new Date(2032, 4, 1)); // May 2032: the 84th payment
    expect(s.years).toHaveLength(30);
  });

  it('leaves out tax, insurance and PMI when extras are not included', () => {
    const s = mortgageSummary({ ...DEFAULTS, extras: false }, START);
    expect(s.monthly).toEqual({
      principalAndInterest: 1106.86,
      propertyTax: 0,
      insurance: 0,
      pmi: 0,
      hoa: 0,
      total: 1106.86,
    });
    expect(s.pmiEnds).toBeNull();
  });

  it('charges no PMI with 20 % down', () => {
    const s = mortgageSummary({ ...DEFAULTS, down: 50_000 }, START);
    expect(s.monthly.pmi).toBe(0);
    expect(s.pmiEnds).toBeNull();
    // 200,000 at 4.25 % for 30 years: 983.88; plus tax and insurance.
    expect(s.monthly.total).toBe(1258.88); // 983.88 + 202.08 + 72.92
  });

  it('adds the HOA/CDD dues to the total as they are', () => {
    const s = mortgageSummary({ ...DEFAULTS, hoa: 85.5 }, START);
    expect(s.monthly.hoa).toBe(85.5);
    expect(s.monthly.total).toBeCloseTo(1499.05 + 85.5, 10);
  });

  it('asks nothing but extras with 100 % down', () => {
    const s = mortgageSummary({ ...DEFAULTS, down: 250_000 }, START);
    expect(s.loanAmount).toBe(0);
    expect(s.monthly).toEqual({
      principalAndInterest: 0,
      propertyTax: 202.08,
      insurance: 72.92,
      pmi: 0,
      hoa: 0,
      total: 275,
    });
    expect(s.totalInterest).toBe(0);
    expect(s.payoff).toBeNull();
    expect(s.years).toEqual([]);
  });

  it('never lends a negative amount when the down payment is above the price', () => {
    const s = mortgageSummary({ ...DEFAULTS, down: 300_000 }, START);
    expect(s.loanAmount).toBe(0);
    expect(s.monthly.principalAndInterest).toBe(0);
  });

  it('charges no interest at a rate of 0: 625 a month over 30 years', () => {
    const s = mortgageSummary({ ...DEFAULTS, rate: 0, extras: false }, START);
    expect(s.monthly.total).toBe(625);
    expect(s.totalInterest).toBe(0);
  });

  it.each([
    { years: 15, payment: 1692.63, payoff: new Date(2040, 4, 1) },
    { years: 40, payment: 975.65, payoff: new Date(2065, 4, 1) },
  ])('pays 225,000 at 4.25 percent over $years years with $payment a month', ({ years, payment, payoff }) => {
    // Reference payments from the formula worked by hand: 225,000 · r(1+r)^n / ((1+r)^n − 1).
    const s = mortgageSummary({ ...DEFAULTS, term: years, extras: false }, START);
    expect(s.monthly.principalAndInterest).toBe(payment);
    expect(s.payoff).toEqual(payoff);
  });
});
