import { describe, expect, it } from 'vitest';
import { activeSectionAt } from '../../../../core/rules/active-section';

describe('activeSectionAt', () => {
  const line = 300;

  it('is none above the first section', () => {
    expect(activeSectionAt([400, 900, 1500], line, false)).toBeNull();
  });

  it('is the last section whose top passed the reading line', () => {
    expect(activeSectionAt([300, 900, 1500], line, false)).toBe(0);
    expect(activeSectionAt([-600, 120, 700], line, false)).toBe(1);
    expect(activeSectionAt([-1600, -900, -100], line, false)).toBe(2);
  });

  it('is the last section at the bottom of the page, short ones that never reach the line too', () => {
    expect(activeSectionAt([-900, 200, 500, 650], line, true)).toBe(3);
  });

  it('is none without sections', () => {
    expect(activeSectionAt([], line, true)).toBeNull();
  });
});
