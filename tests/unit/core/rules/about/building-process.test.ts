import { describe, expect, it } from 'vitest';
import {
  BUILD_DAYS,
  CLOSE_DAYS,
  CONTRACT_TO_START_DAYS,
  formatDaySpan,
  WARRANTIES,
  wrapStep,
} from '../../../../../core/rules/about';

describe('the building process of spec.md section 9', () => {
  it('takes 90-120 days from contract to start, 90-150 days to build and up to 14 days to close', () => {
    expect(formatDaySpan(CONTRACT_TO_START_DAYS)).toBe('90-120 days');
    expect(formatDaySpan(BUILD_DAYS)).toBe('90-150 days');
    expect(formatDaySpan(CLOSE_DAYS)).toBe('up to 14 days');
  });

  it('comes with a 10-year structural, two-year systems and one-year workmanship warranty', () => {
    expect(WARRANTIES.map((w) => `${w.term} ${w.covers}`)).toEqual([
      '10-year structural',
      'Two-year systems',
      'One-year workmanship',
    ]);
  });

  it('wraps at both ends (spec.md section 4): after step 8 comes step 1, before step 1 comes step 8', () => {
    expect(wrapStep(8, 8)).toBe(0);
    expect(wrapStep(-1, 8)).toBe(7);
    expect(wrapStep(3, 8)).toBe(3);
    expect(wrapStep(-9, 8)).toBe(7);
  });
});
