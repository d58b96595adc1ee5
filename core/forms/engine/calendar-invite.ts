/**
 * A booked tour or visit as a calendar event (RFC 5545): the .ics file offered after the booking,
 * and the same event as a Google Calendar link. Times are wall-clock times at the model center,
 * in America/New_York (all of Polk County), so the file carries that zone's VTIMEZONE.
 */
export interface CalendarEvent {
  /** Unique for this booking, e.g. a random UUID with the site's host. */
  uid: string;
  summary: string;
  description?: string;
  /** The model center's name and address; none for "I'm not sure". */
  location?: string;
  /** YYYY-MM-DD. */
  date: string;
  /** 0-23, at the model center. */
  startHour: number;
  /** When the file was made (DTSTAMP, in UTC). */
  stamp: Date;
}

export const CALENDAR_TIME_ZONE = 'America/New_York';
/** A tour or a visit lasts an hour (the visit slots of spec.md section 9 are hourly). */
export const CALENDAR_EVENT_HOURS = 1;

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** America/New_York since 2007: daylight time from the second Sunday of March to the first Sunday of November, at 2 am. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** Line breaks in any spelling (CRLF, CR, LF, VT, FF, NEL, LINE and PARAGRAPH SEPARATOR): one escaped \n each. */
const LINE_BREAKS = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;
/**
 * What RFC 5545 3.3.11 forbids in TEXT (CONTROL: every C0 control but HTAB, and DEL), C1 controls
 * a reader may take for a line end, and halves of a surrogate pair (not UTF-8): dropped.
 */
const FORBIDDEN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it removes.
  /[\u0000-\u0008\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** RFC 5545 3.3.11: backslash, semicolon and comma escaped, every line break as \n, other controls dropped. */
export const escapeText = (text: string) =>
  text
    .replace(LINE_BREAKS, '\n')
    .replace(FORBIDDEN, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');

/** RFC 5545 3.1: lines longer than 75 octets continue on the next line after CRLF and a space, never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // A continuation line's leading space counts towards its 75 octets.
    const limit = parts.length ? MAX_OCTETS - 1 : MAX_OCTETS;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const pad = (n: number) => String(n).padStart(2, '0');
const localStamp = (date: string, hour: number) => `${date.replace(/-/g, '')}T${pad(hour)}0000`;
const utcStamp = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;

/** The .ics file's text: one VEVENT in a VCALENDAR, CRLF line ends, folded and escaped. */
export function calendarInvite(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//hb-widgets//Calendar invite//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${CALENDAR_TIME_ZONE}:${localStamp(event.date, event.startHour)}`,
    `DURATION:PT${CALENDAR_EVENT_HOURS}H`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The same event as a Google Calendar template link (local times with the zone named). */
export function googleCalendarUrl(event: CalendarEvent): string {
  const url = new URL('https://calendar.google.com/calendar/render');
  url.searchParams.set('action', 'TEMPLATE');
  url.searchParams.set('text', event.summary);
  url.searchParams.set(
    'dates',
    `${localStamp(event.date, event.startHour)}/${localStamp(event.date, event.startHour + CALENDAR_EVENT_HOURS)}`,
  );
  url.searchParams.set('ctz', CALENDAR_TIME_ZONE);
  if (event.location) url.searchParams.set('location', event.location);
  if (event.description) url.searchParams.set('details', event.description);
  return url.toString();
}
