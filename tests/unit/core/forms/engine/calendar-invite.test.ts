import { describe, expect, it } from 'vitest';
import {
  calendarInvite,
  escapeText,
  foldLine,
  googleCalendarUrl,
  type CalendarEvent,
} from '../../../../../core/forms/engine/calendar-invite';
import { slotStartHour } from '../../../../../core/forms/engine/options/visit-time-slots';
import { tourEvent, tourStartHour, visitEvent } from '../../../../../core/forms/declarations/booking-invites';

const CENTERS = [
  {
    name: 'Lakeside Preserve Model Center',
    address: '4120 Kathleen Rd',
    city: 'Lakeland',
    phone: '863-555-0103',
    community_id: 3,
  },
  {
    name: 'Lake Shipp Landing Model Center',
    address: '1800 Lake Shipp Dr',
    city: 'Winter Haven',
    phone: '863-555-0114',
    community_id: 14,
  },
];

const EVENT: CalendarEvent = {
  uid: '5f0c2c1e-8d4b-4b1e-9c55-0a6d2f1e7b10@lakeland.example',
  summary: 'Visit: Lakeside Preserve Model Center',
  location: 'Lakeside Preserve Model Center, 4120 Kathleen Rd, Lakeland, FL',
  description:
    'Bring your questions; we will have the coffee on. Ask for Hannah\\Luis, or call 863-555-0103.\nSee you soon! Über-early visitors welcome: ☀️🏡',
  date: '2026-12-02',
  startHour: 13,
  stamp: new Date(Date.UTC(2026, 10, 24, 5, 15, 9)),
};

/** RFC 5545 read back: lines unfolded, each "NAME;PARAMS:value" split, TEXT unescaped. */
function parse(ics: string) {
  const unfolded = ics.replace(/\r\n /g, '');
  const lines = unfolded.split('\r\n').filter(Boolean);
  const properties = lines.map((line) => {
    const colon = line.indexOf(':');
    const [name, ...params] = line.slice(0, colon).split(';');
    return { name, params, value: line.slice(colon + 1) };
  });
  const unescapeText = (v: string) => v.replace(/\\n/g, '\n').replace(/\\([\\;,])/g, '$1');
  const inEvent = properties.slice(properties.findIndex((p) => p.name === 'BEGIN' && p.value === 'VEVENT'));
  const get = (name: string) => inEvent.find((p) => p.name === name);
  return { properties, get, text: (name: string) => unescapeText(get(name)?.value ?? '') };
}

describe('calendarInvite (RFC 5545)', () => {
  const ics = calendarInvite(EVENT);

  it('ends every line with CRLF and keeps every physical line within 75 octets', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    // The long description really was folded.
    expect(ics).toMatch(/\r\n [^\r\n]/);
  });

  it('reads back as one event with its uid, stamp, start in America/New_York, one hour and the model center as location', () => {
    const { properties, get, text } = parse(ics);
    expect(properties[0]).toMatchObject({ name: 'BEGIN', value: 'VCALENDAR' });
    expect(properties.at(-1)).toMatchObject({ name: 'END', value: 'VCALENDAR' });
    expect(properties.filter((p) => p.name === 'BEGIN' && p.value === 'VEVENT')).toHaveLength(1);
    expect(get('UID')?.value).toBe(EVENT.uid);
    expect(get('DTSTAMP')?.value).toBe('20261124T051509Z');
    expect(get('DTSTART')).toMatchObject({ params: ['TZID=America/New_York'], value: '20261202T130000' });
    expect(get('DURATION')?.value).toBe('PT1H');
    expect(text('SUMMARY')).toBe(EVENT.summary);
    expect(text('LOCATION')).toBe(EVENT.location);
    expect(text('DESCRIPTION')).toBe(EVENT.description);
  });

  it('includes the America/New_York VTIMEZONE with its daylight and standard rules', () => {
    const { properties } = parse(ics);
    const tz = properties.slice(properties.findIndex((p) => p.value === 'VTIMEZONE'));
    expect(tz.find((p) => p.name === 'TZID')?.value).toBe('America/New_York');
    expect(tz.filter((p) => p.name === 'RRULE').map((p) => p.value)).toEqual([
      'FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      'FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
    ]);
    expect(tz.filter((p) => p.name === 'TZOFFSETTO').map((p) => p.value)).toEqual(['-0400', '-0500']);
  });

  it('escapes backslashes, semicolons, commas and line breaks, and never folds inside a character', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const folded = foldLine(`DESCRIPTION:${'🏡'.repeat(40)}`);
    for (const line of folded.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'🏡'.repeat(40)}`);
  });

  it('leaves LOCATION out when the place is not known', () => {
    expect(calendarInvite({ ...EVENT, location: undefined })).not.toContain('LOCATION');
  });
});

describe('googleCalendarUrl', () => {
  it('opens a one-hour Google Calendar template in the model center’s time zone', () => {
    const url = new URL(googleCalendarUrl(EVENT));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      action: 'TEMPLATE',
      text: EVENT.summary,
      dates: '20261202T130000/20261202T140000',
      ctz: 'America/New_York',
      location: EVENT.location,
    });
  });
});

describe('the bookings as events', () => {
  it('reads the hour a visit slot starts', () => {
    expect([
      slotStartHour('10:00 AM - 11:00 AM'),
      slotStartHour('12:00 PM - 1:00 PM'),
      slotStartHour('5:00 PM - 6:00 PM'),
      slotStartHour('soon'),
    ]).toEqual([10, 12, 17, undefined]);
  });

  it('places a visit at the chosen model center, or online for a virtual appointment', () => {
    expect(
      visitEvent(
        { visit_date: '2026-12-06', visit_time: '1:00 PM - 2:00 PM', model_center: 'Lake Shipp Landing Model Center' },
        CENTERS,
      ),
    ).toMatchObject({
      summary: 'Visit: Lake Shipp Landing Model Center',
      location: 'Lake Shipp Landing Model Center, 1800 Lake Shipp Dr, Winter Haven, FL',
      date: '2026-12-06',
      startHour: 13,
    });
    expect(
      visitEvent(
        { visit_date: '2026-12-06', visit_time: '1:00 PM - 2:00 PM', model_center: 'Virtual Appointment' },
        CENTERS,
      )?.location,
    ).toBeUndefined();
    expect(
      visitEvent({ visit_date: '', visit_time: '1:00 PM - 2:00 PM', model_center: 'Virtual Appointment' }, CENTERS),
    ).toBeUndefined();
  });

  it('starts a tour within the model center’s hours of that weekday (spec.md section 9)', () => {
    // 2026-12-06 is a Sunday (1-5pm), 2026-12-07 a Monday (10am-6pm).
    expect([
      tourStartHour('2026-12-06', 'Morning'),
      tourStartHour('2026-12-06', 'Evening'),
      tourStartHour('2026-12-07', ''),
      tourStartHour('2026-12-07', 'Afternoon'),
      tourStartHour('2026-12-07', 'Evening'),
    ]).toEqual([13, 16, 10, 14, 17]);
    expect(tourEvent({ tour_date: '2026-12-07', tour_time: 'Morning' }, 3, CENTERS)).toMatchObject({
      location: 'Lakeside Preserve Model Center, 4120 Kathleen Rd, Lakeland, FL',
      startHour: 10,
    });
  });
});
