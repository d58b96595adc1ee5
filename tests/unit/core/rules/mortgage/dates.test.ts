import { describe, expect, it } from 'vitest';
import { paymentDate } from '../../../../../core/rules/mortgage/dates';

describe('payment dates', () => {
  it('makes the first payment the month after the start, across a year end', () => {
    expect(paymentDate(1, new Date(2025, 4, 20))).toEqual(new Date(2025, 5, 1));
    expect(paymentDate(1, new Date(2025, 11, 31))).toEqual(new Date(2026, 0, 1));
  });

  it('puts the 360th payment 29 years and 11 months after the first', () => {
    expect(paymentDate(360, new Date(2025, 4, 1))).toEqual(new Date(2055, 4, 1));
  });

  it('counts months over many years', () => {
    expect(paymentDate(480, new Date(2024, 11, 1))).toEqual(new Date(2064, 11, 1));
  });
});
