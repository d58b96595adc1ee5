/**
 * spec.md section 5: date pickers allow the future only (tomorrow to 3 years ahead), the past
 * only, or today onward; the date helper rejects dates older than 3 years back. Dates travel as
 * ISO calendar dates (YYYY-MM-DD) in the visitor's own time zone.
 */
import { longDate } from '../../i18n/dates';
import type { Lang } from '../../i18n/language';

export type DateWindow = 'future' | 'past' | 'today-onward';

/** spec.md section 9: date pickers reach up to 3 years ahead. */
export const DATE_PICKER_YEARS_AHEAD = 3;
/** spec.md section 5: the date helper rejects dates older than 3 years back. */
export const DATE_HELPER_YEARS_BACK = 3;

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar date of `date` as YYYY-MM-DD. */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A real calendar date from YYYY-MM-DD (no 2025-02-30), at local midnight; else undefined. */
export function parseIsoDate(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

function shift(today: Date, { days = 0, years = 0 }: { days?: number; years?: number }): string {
  const date = new Date(today.getFullYear() + years, today.getMonth(), today.getDate() + days);
  // 29 February plus a year lands on 1 March in JavaScript; the calendar answer is 28 February.
  if (years && date.getDate() !== today.getDate()) date.setDate(0);
  return toIsoDate(date);
}

/** The first and last date a picker of this window offers, as the input's min and max. */
export function dateWindowBounds(window: DateWindow, today: Date = new Date()): { min?: string; max?: string } {
  switch (window) {
    case 'future':
      return { min: shift(today, { days: 1 }), max: shift(today, { years: DATE_PICKER_YEARS_AHEAD }) };
    case 'today-onward':
      return { min: toIsoDate(today), max: shift(today, { years: DATE_PICKER_YEARS_AHEAD }) };
    case 'past':
      // "Past only" mirrors "future only": today is excluded.
      return { max: shift(today, { days: -1 }) };
  }
}

/** Whether an ISO date is a real date inside the window. */
export function isDateInWindow(window: DateWindow, value: string, today: Date = new Date()): boolean {
  if (!parseIsoDate(value)) return false;
  const { min, max } = dateWindowBounds(window, today);
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}

/** The date helper's rule: a real date no older than 3 years back. */
export function isWithinYearsBack(value: string, today: Date = new Date(), years = DATE_HELPER_YEARS_BACK): boolean {
  return parseIsoDate(value) !== undefined && value >= shift(today, { years: -years });
}

/** A date field's bounds: its window's, and with `yearsBack` the date helper's oldest date as the min. */
export function dateFieldBounds(
  field: { window: DateWindow; yearsBack?: number },
  today: Date = new Date(),
): { min?: string; max?: string } {
  const bounds = dateWindowBounds(field.window, today);
  if (field.yearsBack === undefined) return bounds;
  const oldest = shift(today, { years: -field.yearsBack });
  return { ...bounds, min: bounds.min && bounds.min > oldest ? bounds.min : oldest };
}

/** Whether an ISO date is a real date inside a date field's bounds. */
export function isDateInField(
  field: { window: DateWindow; yearsBack?: number },
  value: string,
  today: Date = new Date(),
): boolean {
  if (!parseIsoDate(value)) return false;
  const { min, max } = dateFieldBounds(field, today);
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}

/** 'June 3, 2025': how a date is named in a message. */
export function formatDate(value: string, lang: Lang = 'en'): string {
  const date = parseIsoDate(value);
  return date ? longDate(date, lang) : value;
}
