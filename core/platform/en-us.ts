/**
 * Numbers, dollars and dates as an American reader reads them ("$289,900", "June 3, 2025"),
 * written out rather than asked of Intl: a page's first Intl formatter costs 180 to 230 ms of main
 * thread in a fresh Chromium renderer at 4× CPU throttling, which a widget would pay while the page
 * loads (docs/performance.md, the floorplans bench). The output is Intl's own for 'en-US':
 * tests/unit/core/platform/en-us.test.ts checks it against Intl on many numbers and dates. Events
 * keep Intl (their times are Florida's, a time zone away). The calculator has shorter figures of
 * its own (widgets/mortgage-calculator/format.ts), to stay within 16 KB.
 */

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export interface FractionDigits {
  min?: number;
  max?: number;
}

/**
 * `n` grouped by thousands, rounded half away from zero to at most `max` decimals and padded to
 * `min` ("19,999,999.8", "2,000"), as Intl.NumberFormat('en-US', { minimumFractionDigits,
 * maximumFractionDigits }) writes it; by default no decimals are required and at most three shown
 * (`max` up to 5).
 */
export function formatNumber(n: number, { min = 0, max = Math.max(min, 3) }: FractionDigits = {}): string {
  if (!Number.isFinite(n)) return String(n).replace('Infinity', '∞');
  // The shortest digits that are this number, as Intl reads them (1.005 is "1.005", though in
  // binary it is 1.00499…). From 1e21 JavaScript writes 1.18e+21: 1,180,000,… in full. Below
  // 1e-6 (written 1e-7) a number rounds to 0.
  const [mantissa, exponent = ''] = String(Math.abs(n)).split('e');
  let [whole, fraction = ''] =
    +exponent > 0 ? [mantissa.replace('.', '').padEnd(+exponent + 1, '0')] : exponent ? ['0'] : mantissa.split('.');
  if (fraction.length > max) {
    // Half away from zero, on those decimal digits.
    const kept = whole + fraction.slice(0, max);
    const digits = fraction[max] < '5' ? kept : (BigInt(kept) + 1n).toString().padStart(kept.length, '0');
    whole = digits.slice(0, digits.length - max);
    fraction = digits.slice(digits.length - max).replace(/0+$/, '');
  }
  fraction = fraction.padEnd(min, '0');
  return `${n < 0 || Object.is(n, -0) ? '-' : ''}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** Dollars with `fractionDigits` cents at most ("$289,900", "$1,106.86", "-$12.50"), as Intl's 'USD' currency format. */
export function formatUsd(n: number, fractionDigits = 2): string {
  const digits = formatNumber(n, { min: fractionDigits === 0 ? 0 : Math.min(2, fractionDigits), max: fractionDigits });
  return digits.startsWith('-') ? `-$${digits.slice(1)}` : `$${digits}`;
}

/** "June 3, 2025", in the visitor's time zone (toLocaleDateString's long date). */
export const formatLongDate = (date: Date): string =>
  `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
