import { describe, expect, it } from 'vitest';
import { valuesDiffer } from '../../../../core/rules';

describe('the compare page’s “differs” rule', () => {
  it('marks a row whose values are not all the same', () => {
    expect(valuesDiffer(['$309,900', '$289,900'])).toBe(true);
    expect(valuesDiffer(['3', '3', '4'])).toBe(true);
  });

  it('leaves a row alone when every column says the same', () => {
    expect(valuesDiffer(['3', '3', '3'])).toBe(false);
    expect(valuesDiffer(['Lakeside Preserve', ' lakeside preserve '])).toBe(false);
  });

  it('never marks a row of one column', () => {
    expect(valuesDiffer(['3'])).toBe(false);
    expect(valuesDiffer([])).toBe(false);
  });

  it('counts a missing value as a difference', () => {
    expect(valuesDiffer(['Pricing coming soon', 'From $189,900'])).toBe(true);
  });
});
