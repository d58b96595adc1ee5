import { describe, expect, it } from 'vitest';
import { monthlyInsurance, monthlyPropertyTax } from '../../../../../core/rules/mortgage/escrow';

describe('property tax and insurance', () => {
  it('charges 0.97 % of the price a year as property tax: $202.08 a month on 250,000', () => {
    // 250,000 × 0.0097 = 2,425 a year; ÷ 12 = 202.083…
    expect(monthlyPropertyTax(250_000)).toBeCloseTo(202.08, 2);
  });

  it('charges 0.35 % of the price a year as insurance: $72.92 a month on 250,000', () => {
    // 250,000 × 0.0035 = 875 a year; ÷ 12 = 72.916…
    expect(monthlyInsurance(250_000)).toBeCloseTo(72.92, 2);
  });

  it('charges nothing on no price', () => {
    expect(monthlyPropertyTax(0)).toBe(0);
    expect(monthlyInsurance(0)).toBe(0);
  });
});
