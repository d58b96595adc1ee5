import { MAX_HOA_MONTHLY, MAX_HOME_PRICE, MAX_RATE_PERCENT, MORTGAGE_TERMS_YEARS } from './constants';

const RATE_OUT_OF_RANGE = 'Enter an interest rate from 0% to 20%.';

/**
 * What the calculator says about an amount it cannot use, by field. spec.md leaves the
 * calculator's validation open ("not shown"); these messages name the field and what to type
 * instead. An empty `empty` means the field is optional (empty is 0).
 */
export const MORTGAGE_INPUT_MESSAGES = {
  price: {
    empty: 'Enter the home price.',
    notANumber: 'Enter the home price as a number, e.g. 250000.',
    tooLow: 'Enter a home price above $0.',
    tooHigh: 'Enter a home price up to $100,000,000.',
  },
  down: {
    empty: 'Enter a down payment (0 is fine).',
    notANumber: 'Enter the down payment as a number, e.g. 10 (percent) or 25000 (dollars).',
    tooLow: 'The down payment cannot be negative.',
    tooHigh: 'The down payment cannot be more than the home price.',
  },
  rate: {
    empty: 'Enter the interest rate.',
    notANumber: 'Enter the interest rate as a number, e.g. 4.25.',
    tooLow: RATE_OUT_OF_RANGE,
    tooHigh: RATE_OUT_OF_RANGE,
  },
  hoa: {
    empty: '',
    notANumber: 'Enter the HOA/CDD dues as a number, e.g. 150, or leave it empty.',
    tooLow: 'The HOA/CDD dues cannot be negative.',
    tooHigh: 'Enter HOA/CDD dues up to $100,000 a month.',
  },
} as const;

export type AmountName = keyof typeof MORTGAGE_INPUT_MESSAGES;

/** The largest value of each amount; the down payment in percent here (in dollars, the price bounds it). */
const MAX: Record<AmountName, number> = {
  price: MAX_HOME_PRICE,
  down: 100,
  rate: MAX_RATE_PERCENT,
  hoa: MAX_HOA_MONTHLY,
};

/**
 * Reads a typed amount the way people write it: "250,000", "$250000", "4.25 %". Anything
 * else (letters, "1e5", "Infinity", two points) is not a number, so no NaN gets any further.
 */
export function readTypedNumber(text: string): number | 'empty' | 'not-a-number' {
  const plain = text.replace(/[\s$,%]/g, '');
  if (plain === '') return 'empty';
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(plain) ? Number(plain) : 'not-a-number';
}

/**
 * A typed amount from 0 (a price must be above it) to `max`: its value, or the message saying
 * what to type instead. The down payment is checked in percent unless given the price as `max`.
 */
export function checkAmount(name: AmountName, text: string, max = MAX[name]): number | string {
  const messages = MORTGAGE_INPUT_MESSAGES[name];
  const n = readTypedNumber(text);
  if (n === 'empty') return messages.empty || 0;
  if (n === 'not-a-number') return messages.notANumber;
  if (n < 0 || (n === 0 && name === 'price')) return messages.tooLow;
  return n > max ? messages.tooHigh : n;
}

/** spec.md section 9: only the terms of 15, 20, 25, 30 and 40 years are offered. */
export const isOfferedTerm = (text: string): boolean => MORTGAGE_TERMS_YEARS.some((years) => String(years) === text);
