import { formatLongDate } from '../../platform/en-us';

/** A calendar day of the API ("2027-03-01"), in the visitor's time zone; undefined when it is not one. */
export function parseDay(day: string | null | undefined): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  if (!m) return undefined;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return date.getMonth() === Number(m[2]) - 1 ? date : undefined;
}

/**
 * When a buyer can move into a home: "Ready to move in now" from its move-in date on,
 * "Move in March 1, 2027" before it; nothing without a date (or with one that is not a day).
 */
export function moveInText(day: string | null | undefined, today: Date): string | undefined {
  const date = parseDay(day);
  if (!date) return undefined;
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return date <= start ? 'Ready to move in now' : `Move in ${formatLongDate(date)}`;
}

/**
 * The homes a move-in-ready strip shows first: the soonest move-in dates, homes without a date
 * last, the API's order kept among equals.
 */
export function soonestMoveIn<T extends { move_in_date?: string | null }>(homes: readonly T[]): T[] {
  const time = (h: T) => parseDay(h.move_in_date)?.getTime() ?? Number.POSITIVE_INFINITY;
  return [...homes].sort((a, b) => time(a) - time(b));
}
