import type { YearMonth } from '../../core';

const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const monthAndYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Shown instead of a figure that could not be worked out: never "NaN" or "$Infinity". */
export const NO_FIGURE = '—';

/** $1,106.86 */
export const formatMoney = (amount: number): string => (Number.isFinite(amount) ? dollarsAndCents.format(amount) : NO_FIGURE);

/** $225,000 */
export const formatWholeDollars = (amount: number): string => (Number.isFinite(amount) ? wholeDollars.format(Math.round(amount)) : NO_FIGURE);

/** May 2055 */
export const formatMonth = ({ year, month }: YearMonth): string => monthAndYear.format(Date.UTC(year, month, 1));

/** A number as a field shows it: no grouping, at most two decimals, no trailing zeros ("8325.5"). */
export const fieldNumber = (n: number): string => (Number.isFinite(n) ? String(Math.round(n * 100) / 100) : '');
