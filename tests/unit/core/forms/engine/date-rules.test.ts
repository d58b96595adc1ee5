import { describe, expect, it } from 'vitest';
import {
  DATE_HELPER_YEARS_BACK,
  DATE_PICKER_YEARS_AHEAD,
  dateFieldBounds,
  dateWindowBounds,
  isDateInField,
  formatDate,
  isDateInWindow,
  isWithinYearsBack,
  parseIsoDate,
  toIsoDate,
} from '../../../../../core/forms/engine/date-rules';

const day = (iso: string) => parseIsoDate(iso)!;

describe('date rules (spec.md section 5)', () => {
  it('lets a future-only picker offer tomorrow to 3 years ahead', () => {
    expect(DATE_PICKER_YEARS_AHEAD).toBe(3);
    expect(dateWindowBounds('future', day('2026-11-22'))).toEqual({ min: '2026-11-23', max: '2029-11-22' });
    expect(isDateInWindow('future', '2026-11-22', day('2026-11-22'))).toBe(false);
    expect(isDateInWindow('future', '2026-11-23', day('2026-11-22'))).toBe(true);
    expect(isDateInWindow('future', '2029-11-22', day('2026-11-22'))).toBe(true);
    expect(isDateInWindow('future', '2029-11-23', day('2026-11-22'))).toBe(false);
  });

  it('lets a today-onward picker offer today to 3 years ahead', () => {
    expect(dateWindowBounds('today-onward', day('2026-11-22'))).toEqual({ min: '2026-11-22', max: '2029-11-22' });
    expect(isDateInWindow('today-onward', '2026-11-22', day('2026-11-22'))).toBe(true);
    expect(isDateInWindow('today-onward', '2026-11-21', day('2026-11-22'))).toBe(false);
  });

  it('lets a past-only picker offer any day before today', () => {
    expect(dateWindowBounds('past', day('2026-11-22'))).toEqual({ max: '2026-11-21' });
    expect(isDateInWindow('past', '1990-01-01', day('2026-11-22'))).toBe(true);
    expect(isDateInWindow('past', '2026-11-22', day('2026-11-22'))).toBe(false);
  });

  it('rejects dates older than 3 years back in the date helper', () => {
    expect(isWithinYearsBack('2023-11-22', day('2026-11-22'))).toBe(true);
    expect(isWithinYearsBack('2023-11-21', day('2026-11-22'))).toBe(false);
  });

  it('crosses month and year ends, and lands 29 February on 28 February three years on', () => {
    expect(dateWindowBounds('future', day('2026-12-31'))).toEqual({ min: '2027-01-01', max: '2029-12-31' });
    expect(dateWindowBounds('future', day('2028-02-29')).max).toBe('2031-02-28');
  });

  it('accepts only real calendar dates', () => {
    expect(parseIsoDate('2027-02-30')).toBeUndefined();
    expect(parseIsoDate('27-2-3')).toBeUndefined();
    expect(isDateInWindow('future', 'tomorrow', day('2026-11-22'))).toBe(false);
    expect(toIsoDate(day('2027-02-03'))).toBe('2027-02-03');
    expect(formatDate('2027-02-03')).toBe('February 3, 2027');
  });
});

describe('a date field with the date helper (yearsBack)', () => {
  const sold = { window: 'past' as const, yearsBack: DATE_HELPER_YEARS_BACK };
  it('offers the days from 3 years back to yesterday, and refuses older ones on submit too', () => {
    expect(dateFieldBounds(sold, day('2026-11-22'))).toEqual({ min: '2023-11-22', max: '2026-11-21' });
    expect(isDateInField(sold, '2023-11-22', day('2026-11-22'))).toBe(true);
    expect(isDateInField(sold, '2023-11-21', day('2026-11-22'))).toBe(false);
    expect(isDateInField(sold, '2026-11-22', day('2026-11-22'))).toBe(false);
  });

  it('keeps a window of its own when it starts later than 3 years back', () => {
    expect(dateFieldBounds({ window: 'future', yearsBack: 3 }, day('2026-11-22'))).toEqual({
      min: '2026-11-23',
      max: '2029-11-22',
    });
    expect(dateFieldBounds({ window: 'past' }, day('2026-11-22'))).toEqual({ max: '2026-11-21' });
  });
});
