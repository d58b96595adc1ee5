import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarInvite, type CalendarEvent } from '../../../../../core/forms/engine/calendar-invite';

/** Pieces an attacker would type into a name or a note, among any text at all. */
const hostile = fc.constantFrom(
  '\r\n',
  '\r',
  '\n',
  '\u0000',
  '\u000b',
  '\u000c',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u2028',
  '\u2029',
  '\t',
  '\\',
  ';',
  ',',
  ':',
  'BEGIN:VALARM',
  'END:VEVENT',
  'ATTENDEE:mailto:x@example.com',
  ' ',
  'é',
  '漢',
  '😀',
  '\ud800',
  '\udfff',
);
const text = fc.oneof(
  fc.string({ unit: fc.oneof(hostile, fc.string({ unit: 'binary', maxLength: 3 })), maxLength: 60 }),
  fc.string({ unit: 'binary' }),
);

const event = (summary: string, location: string, description: string): CalendarEvent => ({
  uid: 'booking-1@localhost',
  summary,
  location,
  description,
  date: '2026-12-02',
  startHour: 10,
  stamp: new Date(Date.UTC(2026, 10, 28, 15, 0, 0)),
});

/** RFC 5545 3.1: a CRLF followed by one space or tab is a fold. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
/** RFC 5545 3.3.11, read back. */
const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

/** What may survive of a text: line breaks (any spelling) as one \n; C0 but tab, DEL, C1 and lone surrogates gone. */
function expected(original: string): string {
  const out: string[] = [];
  const units = original.replace(/\r\n/g, '\n');
  for (let i = 0; i < units.length; i++) {
    const code = units.charCodeAt(i);
    if ([0x0a, 0x0b, 0x0c, 0x0d, 0x85, 0x2028, 0x2029].includes(code)) out.push('\n');
    else if (
      code >= 0xd800 &&
      code <= 0xdbff &&
      i + 1 < units.length &&
      units.charCodeAt(i + 1) >= 0xdc00 &&
      units.charCodeAt(i + 1) <= 0xdfff
    )
      out.push(units[i], units[++i]);
    else if (code >= 0xd800 && code <= 0xdfff) continue;
    else if ((code < 0x20 && code !== 0x09) || (code >= 0x7f && code <= 0x9f)) continue;
    else out.push(units[i]);
  }
  return out.join('');
}

const PROPERTIES = [
  'BEGIN',
  'VERSION',
  'PRODID',
  'CALSCALE',
  'METHOD',
  'BEGIN',
  'TZID',
  'BEGIN',
  'TZOFFSETFROM',
  'TZOFFSETTO',
  'TZNAME',
  'DTSTART',
  'RRULE',
  'END',
  'BEGIN',
  'TZOFFSETFROM',
  'TZOFFSETTO',
  'TZNAME',
  'DTSTART',
  'RRULE',
  'END',
  'END',
  'BEGIN',
  'UID',
  'DTSTAMP',
  'DTSTART',
  'DURATION',
  'SUMMARY',
  'LOCATION',
  'DESCRIPTION',
  'END',
  'END',
];

describe('the calendar invite, whatever the visitor typed (RFC 5545)', () => {
  it('holds exactly its own property lines, folded at 75 octets, and gives back each text minus what TEXT forbids', () => {
    fc.assert(
      fc.property(
        text.filter((s) => expected(s) !== ''),
        text.filter((s) => expected(s) !== ''),
        text.filter((s) => expected(s) !== ''),
        (summary, location, description) => {
          const ics = calendarInvite(event(summary, location, description));
          expect(ics.endsWith('\r\n')).toBe(true);
          const physical = ics.slice(0, -2).split('\r\n');
          const encoder = new TextEncoder();
          // One expect for all lines (an expect a line cost more than the invite, 300 times over).
          const wrong = physical.filter(
            (line) =>
              encoder.encode(line).length > 75 ||
              // No bare CR or LF, no control but HTAB, no NEL or Unicode line separators, no lone surrogate.
              // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what must not be there.
              /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/.test(line) ||
              /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(line),
          );
          expect(wrong).toEqual([]);
          const lines = unfold(ics).slice(0, -2).split('\r\n');
          expect(lines.map((l) => l.match(/^[A-Z-]+/)?.[0])).toEqual(PROPERTIES);
          expect(lines.filter((l) => l.startsWith('BEGIN:'))).toEqual([
            'BEGIN:VCALENDAR',
            'BEGIN:VTIMEZONE',
            'BEGIN:DAYLIGHT',
            'BEGIN:STANDARD',
            'BEGIN:VEVENT',
          ]);
          const value = (name: string) =>
            unescapeText(lines.find((l) => l.startsWith(`${name}:`))!.slice(name.length + 1));
          expect(value('SUMMARY')).toBe(expected(summary));
          expect(value('LOCATION')).toBe(expected(location));
          expect(value('DESCRIPTION')).toBe(expected(description));
        },
      ),
      { numRuns: 300 },
    );
  });
});
