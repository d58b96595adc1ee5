import { describe, expect, it } from 'vitest';
import { checkDownPayment, checkHoaMonthly, checkHomePrice, checkRate, checkTerm, MORTGAGE_INPUT_MESSAGES as M, readTypedNumber } from '../../../../core';

describe('reading typed numbers', () => {
  it('accepts the ways people write amounts', () => {
    expect(readTypedNumber('250000')).toBe(250_000);
    expect(readTypedNumber(' $250,000 ')).toBe(250_000);
    expect(readTypedNumber('4.25 %')).toBe(4.25);
    expect(readTypedNumber('.5')).toBe(0.5);
    expect(readTypedNumber('-3')).toBe(-3);
  });

  it('refuses letters, exponents, Infinity and stray points, so no NaN gets through', () => {
    for (const text of ['abc', '12a', '1e5', 'Infinity', 'NaN', '1.2.3', '.', '--1']) expect(readTypedNumber(text)).toBe('not-a-number');
    expect(readTypedNumber('  ')).toBe('empty');
  });
});

describe('checking the calculator’s fields', () => {
  it('asks for a price above 0 and within reason', () => {
    expect(checkHomePrice('250000')).toEqual({ ok: true, value: 250_000 });
    expect(checkHomePrice('')).toEqual({ ok: false, message: M.priceEmpty });
    expect(checkHomePrice('lots')).toEqual({ ok: false, message: M.priceNotANumber });
    expect(checkHomePrice('-5')).toEqual({ ok: false, message: M.priceNotPositive });
    expect(checkHomePrice('0')).toEqual({ ok: false, message: M.priceNotPositive });
    expect(checkHomePrice('100000001')).toEqual({ ok: false, message: M.priceTooHigh });
  });

  it('keeps the down payment between 0 and the price, in percent or dollars', () => {
    expect(checkDownPayment('10', 'percent')).toEqual({ ok: true, value: 10 });
    expect(checkDownPayment('100', 'percent')).toEqual({ ok: true, value: 100 });
    expect(checkDownPayment('250000', 'dollars', 250_000)).toEqual({ ok: true, value: 250_000 });
    expect(checkDownPayment('0', 'dollars', 250_000)).toEqual({ ok: true, value: 0 });
    expect(checkDownPayment('101', 'percent')).toEqual({ ok: false, message: M.downPaymentAbovePrice });
    expect(checkDownPayment('260000', 'dollars', 250_000)).toEqual({ ok: false, message: M.downPaymentAbovePrice });
    expect(checkDownPayment('-1', 'dollars', 250_000)).toEqual({ ok: false, message: M.downPaymentNegative });
    expect(checkDownPayment('ten', 'percent')).toEqual({ ok: false, message: M.downPaymentNotANumber });
    expect(checkDownPayment('', 'dollars')).toEqual({ ok: false, message: M.downPaymentEmpty });
  });

  it('keeps the rate from 0 to 20 %', () => {
    expect(checkRate('4.25')).toEqual({ ok: true, value: 4.25 });
    expect(checkRate('0')).toEqual({ ok: true, value: 0 });
    expect(checkRate('20.5')).toEqual({ ok: false, message: M.rateOutOfRange });
    expect(checkRate('-1')).toEqual({ ok: false, message: M.rateOutOfRange });
    expect(checkRate('x')).toEqual({ ok: false, message: M.rateNotANumber });
    expect(checkRate('')).toEqual({ ok: false, message: M.rateEmpty });
  });

  it('takes empty HOA/CDD dues as none', () => {
    expect(checkHoaMonthly('')).toEqual({ ok: true, value: 0 });
    expect(checkHoaMonthly('150')).toEqual({ ok: true, value: 150 });
    expect(checkHoaMonthly('-1')).toEqual({ ok: false, message: M.hoaNegative });
    expect(checkHoaMonthly('some')).toEqual({ ok: false, message: M.hoaNotANumber });
  });

  it('offers only the terms of spec.md: 15, 20, 25, 30 and 40 years', () => {
    for (const years of [15, 20, 25, 30, 40]) expect(checkTerm(String(years))).toEqual({ ok: true, value: years });
    expect(checkTerm('10')).toEqual({ ok: false, message: M.termNotOffered });
  });
});
