import type { Lang } from '../../core/i18n';
import { text } from '../../core/i18n';
import { eventText } from './messages';

/** The builder's events happen in Florida: times are shown on Florida's clock, wherever the visitor is. */
const EVENT_TIME_ZONE = 'America/New_York';

/** A language's formatters, made on first use (an English page never makes the Spanish ones). */
const formats: Partial<Record<Lang, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>> = {};
const formatsOf = (lang: Lang) =>
  (formats[lang] ??= {
    day: new Intl.DateTimeFormat(`${lang}-US`, {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: EVENT_TIME_ZONE,
    }),
    time: new Intl.DateTimeFormat(`${lang}-US`, { hour: 'numeric', minute: '2-digit', timeZone: EVENT_TIME_ZONE }),
  });

/**
 * 'Saturday, January 16, 2027, 10:00 AM to 4:00 PM', or a range of days for a longer event;
 * in Spanish 'sábado, 16 de enero de 2027, de 10:00 a.m. a 4:00 p.m.' (Intl's es-US).
 */
export function eventWhen(startsAt: string, endsAt: string, lang: Lang = 'en'): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '';
  const { day, time } = formatsOf(lang);
  return day.format(start) === day.format(end)
    ? text(eventText, lang, 'hours', { day: day.format(start), start: time.format(start), end: time.format(end) })
    : text(eventText, lang, 'days', { start: day.format(start), end: day.format(end) });
}

/** Whether the event is over (registration closes then). */
export const hasEnded = (endsAt: string, now: Date = new Date()) => new Date(endsAt).getTime() < now.getTime();
