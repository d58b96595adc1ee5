import { describe, expect, it } from 'vitest';
import { checkAmount, isOfferedTerm } from '../../../../../core/rules/mortgage';
import { MORTGAGE_INPUT_MESSAGES as M, readTypedNumber } from '../../../../../core/rules/mortgage/validation';

describe('reading typed numbers', () => {
  it('accepts the ways people write amounts', () => {
    expect(readTypedNumber('250000')).toBe(250_000);
    expect(readTypedNumber(' $250,000 ')).toBe(250_000);
    expect(readTypedNumber('4.25 %')).toBe(4.25);
    expect(readTypedNumber('.5')).toBe(0.5);
    expect(readTypedNumber('-3')).toBe(-3);
  });

  it('refuses letters, exponents, Infinity and stray points, so no NaN gets through', () => {
    for (const text of ['abc', '12a', '1e5', 'Infinity', 'NaN', '1.2.3', '.', '--1'])
      expect(readTypedNumber(text)).toBe('not-a-number');
    expect(readTypedNumber('  ')).toBe('empty');
  });
});

describe('checking the calculator’s fields', () => {
  it('asks for a price above 0 and within reason', () => {
    expect(checkAmount('price', '250000')).toBe(250_000);
    expect(checkAmount('price', '')).toBe(M.price.empty);
    expect(checkAmount('price', 'lots')).toBe(M.price.notANumber);
    expect(checkAmount('price', '-5')).toBe(M.price.tooLow);
    expect(checkAmount('price', '0')).toBe(M.price.tooLow);
    expect(checkAmount('price', '100000001')).toBe(M.price.tooHigh);
    expect(M.price).toEqual({
      empty: 'Enter the home price.',
      notANumber: 'Enter the home price as a number, e.g. 250000.',
      tooLow: 'Enter a home price above $0.',
      tooHigh: 'Enter a home price up to $100,000,000.',
    });
  });

  it('keeps the down payment between 0 and the price, in percent or, given the price, in dollars', () => {
    expect(checkAmount('down', '10')).toBe(10);
    expect(checkAmount('down', '100')).toBe(100);
    expect(checkAmount('down', '250000', 250_000)).toBe(250_000);
    expect(checkAmount('down', '0', 250_000)).toBe(0);
    expect(checkAmount('down', '101')).toBe(M.down.tooHigh);
    expect(checkAmount('down', '260000', 250_000)).toBe(M.down.tooHigh);
    expect(checkAmount('down', '-1', 250_000)).toBe(M.down.tooLow);
    expect(checkAmount('down', 'ten')).toBe(M.down.notANumber);
    expect(checkAmount('down', '', 250_000)).toBe(M.down.empty);
    expect(M.down.tooHigh).toBe('The down payment cannot be more than the home price.');
    expect(M.down.tooLow).toBe('The down payment cannot be negative.');
  });

  it('keeps the rate from 0 to 20 %', () => {
    expect(checkAmount('rate', '4.25')).toBe(4.25);
    expect(checkAmount('rate', '0')).toBe(0);
    expect(checkAmount('rate', '20.5')).toBe('Enter an interest rate from 0% to 20%.');
    expect(checkAmount('rate', '-1')).toBe('Enter an interest rate from 0% to 20%.');
    expect(checkAmount('rate', 'x')).toBe(M.rate.notANumber);
    expect(checkAmount('rate', '')).toBe(M.rate.empty);
  });

  it('takes empty HOA/CDD dues as none', () => {
    expect(checkAmount('hoa', '')).toBe(0);
    expect(checkAmount('hoa', '150')).toBe(150);
    expect(checkAmount('hoa', '-1')).toBe(M.hoa.tooLow);
    expect(checkAmount('hoa', 'some')).toBe(M.hoa.notANumber);
    expect(checkAmount('hoa', '100001')).toBe(M.hoa.tooHigh);
  });

  it('offers only the terms of spec.md: 15, 20, 25, 30 and 40 years', () => {
    for (const years of ['15', '20', '25', '30', '40']) expect(isOfferedTerm(years)).toBe(true);
    for (const years of ['10', '30.5', '', 'thirty']) expect(isOfferedTerm(years)).toBe(false);
  });
});
