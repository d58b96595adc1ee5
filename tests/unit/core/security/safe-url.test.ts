import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeUrl } from '../../../../core/security';

describe('safeUrl', () => {
  it.each([
    'https://example.com/a',
    'http://example.com',
    '/community/lake-ariana',
    'plans/12',
    '#amenities',
    '?page=2',
    'mailto:sales@example.com',
    'tel:+18635551234',
  ])('lets %s through', (url) => expect(safeUrl(url)).toBe(url));

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'file:///etc/passwd',
    '',
  ])('drops %j', (url) => expect(safeUrl(url)).toBeUndefined());

  it('drops values that are not text', () => {
    for (const v of [null, undefined, 42, {}, ['https://x']]) expect(safeUrl(v)).toBeUndefined();
  });

  it('never lets a javascript: URL through, however it is disguised with case and control characters', () => {
    const disguise = fc
      .tuple(
        // browsers strip leading spaces and C0 controls, and tabs and newlines anywhere
        fc.array(fc.constantFrom(' ', '\u0000', '\u001f', '\t'), { maxLength: 3 }),
        fc.array(fc.constantFrom('\t', '\n', '\r'), { maxLength: 3 }),
        fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
        fc.integer({ min: 0, max: 10 }),
      )
      .map(([leading, inside, upper, at]) => {
        const word = [...'javascript'].map((c, i) => (upper[i] ? c.toUpperCase() : c));
        word.splice(at, 0, ...inside);
        return `${leading.join('')}${word.join('')}:alert(1)`;
      });
    fc.assert(fc.property(disguise, (url) => safeUrl(url) === undefined));
  });
});
