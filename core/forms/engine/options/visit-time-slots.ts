import { text } from '../../../i18n/text';
import type { Lang } from '../../../i18n/language';
import { parseIsoDate } from '../date-rules';
import type { Option } from '../field-spec';
import { formText } from '../form-text';

/**
 * spec.md section 9: hourly visit slots by weekday: Sunday 1-5pm; Wednesday 1-6pm; Monday,
 * Tuesday, Thursday, Friday and Saturday 10am-6pm. Hours are [first start, last end], 24-hour.
 */
export const VISIT_HOURS: Readonly<Record<number, readonly [number, number]>> = {
  0: [13, 17],
  1: [10, 18],
  2: [10, 18],
  3: [13, 18],
  4: [10, 18],
  5: [10, 18],
  6: [10, 18],
};

const clock = (hour: number) => `${hour % 12 || 12}:00 ${hour < 12 ? 'AM' : 'PM'}`;

/** The hourly slots of a weekday (0 = Sunday), e.g. '1:00 PM - 2:00 PM'. */
export function visitTimeSlotsForWeekday(weekday: number): Option[] {
  const [from, to] = VISIT_HOURS[weekday] ?? [0, 0];
  const slots: Option[] = [];
  for (let hour = from; hour < to; hour++) {
    const label = `${clock(hour)} - ${clock(hour + 1)}`;
    slots.push({ value: label, label });
  }
  return slots;
}

/**
 * The slots of the weekday an ISO date falls on; none until a real date is chosen. The value is
 * always the English label (what is sent); the label is the language's ('1:00 p.m. - 2:00 p.m.').
 */
export function visitTimeSlots(isoDate: string, lang: Lang = 'en'): Option[] {
  const date = parseIsoDate(isoDate);
  const slots = date ? visitTimeSlotsForWeekday(date.getDay()) : [];
  return lang === 'en'
    ? slots
    : slots.map((o) => ({
        value: o.value,
        label: o.label.replace(/AM|PM/g, (m) => text(formText, lang, m === 'AM' ? 'am' : 'pm')),
      }));
}

/** The hour (0-23) a slot label such as '1:00 PM - 2:00 PM' starts at; undefined for anything else. */
export function slotStartHour(label: string): number | undefined {
  const match = /^(\d{1,2}):00 (AM|PM) - /.exec(label);
  if (!match) return undefined;
  const hour = Number(match[1]) % 12;
  return match[2] === 'PM' ? hour + 12 : hour;
}
