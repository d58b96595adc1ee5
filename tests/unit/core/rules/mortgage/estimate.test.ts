import { describe, expect, it } from 'vitest';
import { ESTIMATE_ASSUMPTIONS, estimatedMonthlyPayment } from '../../../../../core/rules/mortgage';

describe('the estimated monthly payment of a column', () => {
  it('uses spec.md’s calculator defaults: 10 % down, 30 years at 4.25 %, tax 0.97 %, insurance 0.35 %, PMI 0.625 %', () => {
    // 225,000 loan: principal and interest 1,106.86 + tax 202.08 + insurance 72.92 + PMI 117.19.
    expect(estimatedMonthlyPayment(250_000)).toBe(1499.05);
    expect(ESTIMATE_ASSUMPTIONS).toBe(
      'Estimated with 10% down and a 30-year loan at 4.25%, with property tax 0.97%, homeowners insurance 0.35% and PMI 0.625% a year.',
    );
  });
});
