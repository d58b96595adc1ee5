import { describe, expect, it } from 'vitest';
import { addMonths, firstPaymentMonth, paymentMonth } from '../../../../core';

describe('payment dates', () => {
  it('makes the first payment the month after the start, across a year end', () => {
    expect(firstPaymentMonth(new Date(2025, 4, 20))).toEqual({ year: 2025, month: 5 });
    expect(firstPaymentMonth(new Date(2025, 11, 31))).toEqual({ year: 2026, month: 0 });
  });

  it('puts the 360th payment 29 years and 11 months after the first', () => {
    expect(paymentMonth({ year: 2025, month: 5 }, 360)).toEqual({ year: 2055, month: 4 });
    expect(paymentMonth({ year: 2025, month: 5 }, 1)).toEqual({ year: 2025, month: 5 });
  });

  it('adds months over many years', () => {
    expect(addMonths({ year: 2025, month: 11 }, 1)).toEqual({ year: 2026, month: 0 });
    expect(addMonths({ year: 2025, month: 0 }, 480)).toEqual({ year: 2065, month: 0 });
  });
});
