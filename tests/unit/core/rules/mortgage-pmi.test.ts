import { describe, expect, it } from 'vitest';
import { amortizationSchedule, monthlyPmi, pmiApplies, pmiEndPayment } from '../../../../core';

/** An independent reference: walk the balance month by month until it is at most 78 % of the price. */
function paymentsUntil78Percent(loan: number, yearlyPercent: number, payment: number, price: number): number {
  const r = yearlyPercent / 1200;
  let balance = loan;
  let k = 0;
  while (balance > price * 0.78) {
    balance = balance * (1 + r) - payment;
    k++;
  }
  return k;
}

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

  it('ends after the payment that brings the balance to 78 % of the price: payment 84 for the default loan', () => {
    const schedule = amortizationSchedule(225_000, 4.25, 30);
    expect(paymentsUntil78Percent(225_000, 4.25, 1106.8647549, 250_000)).toBe(84);
    expect(pmiEndPayment(schedule, 250_000, 25_000)).toBe(84);
  });

  it('ends in a straight line at a rate of 0: after 65 of 360 payments on 5 % down', () => {
    // 237,500 ÷ 360 = 659.72 a month; 237,500 − 659.72 × k ≤ 195,000 (78 % of 250,000) ⇔ k ≥ 64.4
    const schedule = amortizationSchedule(237_500, 0, 30);
    expect(pmiEndPayment(schedule, 250_000, 12_500)).toBe(65);
  });

  it('has no end date when no PMI is charged', () => {
    expect(pmiEndPayment(amortizationSchedule(200_000, 4.25, 30), 250_000, 50_000)).toBeNull();
  });
});
