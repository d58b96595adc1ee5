import type { ModelCenter } from '../../api/schemas/sales';
import type { Lang } from '../../i18n/language';
import { text } from '../../i18n/text';
import { calendarText } from '../engine/calendar-text';
import type { CalendarEvent } from '../engine/calendar-invite';
import { parseIsoDate } from '../engine/date-rules';
import type { FormValues } from '../engine/field-spec';
import { VIRTUAL_APPOINTMENT } from '../engine/options/option-source';
import { slotStartHour, VISIT_HOURS } from '../engine/options/visit-time-slots';

/** A booking as a calendar event, before it gets its uid and stamp. */
export type BookedEvent = Omit<CalendarEvent, 'uid' | 'stamp'>;
type Center = Pick<ModelCenter, 'name' | 'address' | 'city' | 'phone' | 'community_id'>;

const addressOf = (center: Center) => `${center.name}, ${center.address}, ${center.city}, FL`;
const callUs = (center: Center | undefined, lang: Lang) =>
  center ? text(calendarText, lang, 'callUs', { center: center.name, phone: center.phone }) : undefined;
const dateOf = (values: FormValues, name: string) => {
  const date = values[name];
  return typeof date === 'string' && parseIsoDate(date) ? date : undefined;
};

/**
 * The schedule-a-tour form's part of the day, as the hour the tour starts: the model center's
 * opening hour for the morning or any time, 2 pm for the afternoon (or opening, if later), its
 * last hour for the evening (spec.md section 9's hours by weekday).
 */
export function tourStartHour(date: string, partOfDay: string): number {
  const [opens, closes] = VISIT_HOURS[parseIsoDate(date)?.getDay() ?? 1];
  if (partOfDay === 'Afternoon') return Math.max(opens, 14);
  if (partOfDay === 'Evening') return closes - 1;
  return opens;
}

/** hb-schedule-tour-form's booking: the tour of the community's model home (the center whose community it is), in the visitor's language. */
export function tourEvent(
  values: FormValues,
  communityId: number,
  centers: readonly Center[],
  lang: Lang = 'en',
): BookedEvent | undefined {
  const date = dateOf(values, 'tour_date');
  if (!date) return undefined;
  const center = centers.find((c) => c.community_id === communityId);
  return {
    summary: center ? text(calendarText, lang, 'tourAt', { center: center.name }) : text(calendarText, lang, 'tour'),
    location: center && addressOf(center),
    description: callUs(center, lang),
    date,
    startHour: tourStartHour(date, typeof values.tour_time === 'string' ? values.tour_time : ''),
  };
}

/** hb-schedule-visit-form's booking: the chosen model center (or a virtual appointment) at the chosen slot, in the visitor's language. */
export function visitEvent(values: FormValues, centers: readonly Center[], lang: Lang = 'en'): BookedEvent | undefined {
  const date = dateOf(values, 'visit_date');
  const startHour = typeof values.visit_time === 'string' ? slotStartHour(values.visit_time) : undefined;
  if (!date || startHour === undefined) return undefined;
  const place = typeof values.model_center === 'string' ? values.model_center : '';
  const center = centers.find((c) => c.name === place);
  if (place === VIRTUAL_APPOINTMENT)
    return {
      summary: text(calendarText, lang, 'virtual'),
      description: text(calendarText, lang, 'virtualLink'),
      date,
      startHour,
    };
  return {
    summary: center ? text(calendarText, lang, 'visitAt', { center: center.name }) : text(calendarText, lang, 'visit'),
    location: center && addressOf(center),
    description: callUs(center, lang) ?? text(calendarText, lang, 'centerToConfirm'),
    date,
    startHour,
  };
}
