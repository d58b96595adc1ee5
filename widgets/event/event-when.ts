/** The builder's events happen in Florida: times are shown on Florida's clock, wherever the visitor is. */
const EVENT_TIME_ZONE = 'America/New_York';

const day = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: EVENT_TIME_ZONE,
});
const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: EVENT_TIME_ZONE });

/** 'Saturday, January 16, 2027, 10:00 AM to 4:00 PM', or a range of days for a longer event. */
export function eventWhen(startsAt: string, endsAt: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '';
  return day.format(start) === day.format(end)
    ? `${day.format(start)}, ${time.format(start)} to ${time.format(end)}`
    : `${day.format(start)} to ${day.format(end)}`;
}

/** Whether the event is over (registration closes then). */
export const hasEnded = (endsAt: string, now: Date = new Date()) => new Date(endsAt).getTime() < now.getTime();
