import { MAX_HOA_MONTHLY, MAX_HOME_PRICE, MAX_RATE_PERCENT, MORTGAGE_TERMS_YEARS, type MortgageTermYears } from './mortgage-constants';

/**
 * What the calculator says about a value it cannot use. spec.md leaves the calculator's
 * validation open ("not shown"); these messages name the field and what to type instead.
 */
export const MORTGAGE_INPUT_MESSAGES = {
  priceEmpty: 'Enter the home price.',
  priceNotANumber: 'Enter the home price as a number, e.g. 250000.',
  priceNotPositive: 'Enter a home price above $0.',
  priceTooHigh: 'Enter a home price up to $100,000,000.',
  downPaymentEmpty: 'Enter a down payment (0 is fine).',
  downPaymentNotANumber: 'Enter the down payment as a number, e.g. 10 (percent) or 25000 (dollars).',
  downPaymentNegative: 'The down payment cannot be negative.',
  downPaymentAbovePrice: 'The down payment cannot be more than the home price.',
  rateEmpty: 'Enter the interest rate.',
  rateNotANumber: 'Enter the interest rate as a number, e.g. 4.25.',
  rateOutOfRange: 'Enter an interest rate from 0% to 20%.',
  hoaNotANumber: 'Enter the HOA/CDD dues as a number, e.g. 150, or leave it empty.',
  hoaNegative: 'The HOA/CDD dues cannot be negative.',
  hoaTooHigh: 'Enter HOA/CDD dues up to $100,000 a month.',
  termNotOffered: 'Choose a term of 15, 20, 25, 30 or 40 years.',
} as const;

export type FieldCheck<T = number> = { ok: true; value: T } | { ok: false; message: string };

const M = MORTGAGE_INPUT_MESSAGES;
const pass = <T>(value: T): FieldCheck<T> => ({ ok: true, value });
const fail = (message: string): FieldCheck<never> => ({ ok: false, message });

/**
 * Reads a typed amount the way people write it: "250,000", "$250000", "4.25 %". Anything
 * else (letters, "1e5", "Infinity", two points) is not a number, so no NaN gets any further.
 */
export function readTypedNumber(text: string): number | 'empty' | 'not-a-number' {
  const plain = text.replace(/[\s$,%]/g, '');
  if (plain === '') return 'empty';
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(plain) ? Number(plain) : 'not-a-number';
}

export function checkHomePrice(text: string): FieldCheck {
  const n = readTypedNumber(text);
  if (n === 'empty') return fail(M.priceEmpty);
  if (n === 'not-a-number') return fail(M.priceNotANumber);
  if (n <= 0) return fail(M.priceNotPositive);
  return n > MAX_HOME_PRICE ? fail(M.priceTooHigh) : pass(n);
}

/**
 * The down payment as typed, in percent of the price or in dollars; the price (when it is
 * valid itself) bounds it. The value returned is in the unit given.
 */
export function checkDownPayment(text: string, unit: 'percent' | 'dollars', price?: number): FieldCheck {
  const n = readTypedNumber(text);
  if (n === 'empty') return fail(M.downPaymentEmpty);
  if (n === 'not-a-number') return fail(M.downPaymentNotANumber);
  if (n < 0) return fail(M.downPaymentNegative);
  const limit = unit === 'percent' ? 100 : (price ?? Number.POSITIVE_INFINITY);
  return n > limit ? fail(M.downPaymentAbovePrice) : pass(n);
}

export function checkRate(text: string): FieldCheck {
  const n = readTypedNumber(text);
  if (n === 'empty') return fail(M.rateEmpty);
  if (n === 'not-a-number') return fail(M.rateNotANumber);
  return n < 0 || n > MAX_RATE_PERCENT ? fail(M.rateOutOfRange) : pass(n);
}

/** HOA/CDD dues are optional: empty means none. */
export function checkHoaMonthly(text: string): FieldCheck {
  const n = readTypedNumber(text);
  if (n === 'empty') return pass(0);
  if (n === 'not-a-number') return fail(M.hoaNotANumber);
  if (n < 0) return fail(M.hoaNegative);
  return n > MAX_HOA_MONTHLY ? fail(M.hoaTooHigh) : pass(n);
}

export function checkTerm(value: string | number): FieldCheck<MortgageTermYears> {
  const n = Number(value);
  return (MORTGAGE_TERMS_YEARS as readonly number[]).includes(n) ? pass(n as MortgageTermYears) : fail(M.termNotOffered);
}
