// Not Intl: a page's first Intl formatter costs 180 to 230 ms of main thread at 4× CPU (docs/performance.md,
// the floorplans bench). Nor core/platform/en-us, whose numbers of every size would take this page
// over issue #8's 16 KB: the calculator's figures stay far below $1 trillion (the price stops at
// $100,000,000).

// Its own month names: shared with en-us, they would land in a chunk of their own, one more file for this page.
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

/**
 * `n` with `digits` decimals (0 or 2), grouped by thousands, as Intl.NumberFormat('en-US') writes
 * it: rounded half away from zero on the shortest decimal digits that are `n`. Exact below $1
 * trillion, where a double's step is well under the nudge below (the test checks it against Intl).
 */
function grouped(n: number, digits: number): string {
  const abs = Math.abs(n);
  // toFixed rounds the binary value, so a tie of the shortest digits (1.005, in binary 1.00499…)
  // would go down ("1.00"), where Intl takes it up ("1.01"). When the shortest digits have one
  // decimal more than shown, half of that decimal's unit added makes toFixed round on it.
  const nudge = String(abs) === abs.toFixed(digits + 1) ? 10 ** -digits / 20 : 0;
  return (n < 0 ? '-' : '') + (abs + nudge).toFixed(digits).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Dollars with `digits` decimals; a figure that could not be worked out shows "—", never "NaN" or "$Infinity". */
const currency = (digits: number) => (amount: number) =>
  Number.isFinite(amount) ? grouped(amount, digits).replace(/\d/, '$$$&') : '—';

/** $1,106.86 */
export const formatMoney = currency(2);

/** $225,000 */
export const formatWholeDollars = currency(0);

/** May 2055 */
export const formatMonth = (date: Date): string => `${MONTHS[date.getMonth()]} ${date.getFullYear()}`;

/** To the cent; Infinity where a finite number beyond 1.8e306 overflows on the way (×100). */
const toCents = (n: number): number => Math.round(n * 100) / 100;

/** A number as a field shows it: no grouping, at most two decimals, no trailing zeros ("8325.5"). */
export function fieldNumber(n: number): string {
  const cents = toCents(n);
  return Number.isFinite(cents) ? String(cents) : '';
}

/**
 * Dollars the calculator works out for a field, as a buyer reads them: grouped, with cents only
 * when there are some ("19,999,999.80", "250,000"). The field reads them back (commas are allowed).
 * From $1 trillion (a price preset by a data-price of 1e12) they are as fieldNumber writes them,
 * which the field's check then turns down.
 */
export function fieldDollars(n: number): string {
  const cents = toCents(n);
  return Math.abs(cents) < 1e12 ? grouped(cents, Number.isInteger(cents) ? 0 : 2) : fieldNumber(n);
}
