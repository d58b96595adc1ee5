import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floorplanFilterOptions } from '../../../../../core/rules/floorplans/filter-options';
import { type Filterable, matchesBathFilter, matchesBedFilter } from '../../../../../core/rules/floorplans/filters';
import { plan } from './filterable';

/** The choices by their definition: every step between the lowest and highest end that some plan matches. */
function naive(
  plans: Filterable[],
  step: number,
  ends: (p: Filterable) => (number | null)[],
  matches: (v: number, p: Filterable) => boolean,
): number[] {
  const all = plans.flatMap(ends).filter((n): n is number => typeof n === 'number');
  if (!all.length) return [];
  const values: number[] = [];
  for (let v = Math.floor(Math.min(...all) / step) * step; v <= Math.max(...all); v += step)
    if (plans.some((p) => matches(v, p))) values.push(v);
  return values;
}

describe('floorplanFilterOptions (spec.md sections 5 and 9)', () => {
  it('offers each bedroom and half bathroom count that some plan matches, and no empty choice', () => {
    const options = floorplanFilterOptions([
      plan({ bed_low: 2, bed_high: 3, bath_low: 2, bath_high: null }),
      plan({ bed_low: 5, bed_high: null, bath_low: 3, bath_high: 3.5 }),
      plan({ bed_low: null, bed_high: 7, bath_low: null }),
    ]);
    expect(options.beds).toEqual([2, 3, 5]);
    expect(options.baths).toEqual([2, 3, 3.5]);
  });

  it('offers nothing for counts no plan has', () => {
    expect(floorplanFilterOptions([plan({ bed_low: null, bed_high: null })]).beds).toEqual([]);
    expect(floorplanFilterOptions([]).baths).toEqual([]);
  });

  it('gives the same choices as checking every step against every plan', () => {
    const count = fc.option(
      fc.integer({ min: 0, max: 12 }).map((n) => n / 2),
      { nil: null },
    );
    const arbitraryPlan = fc.record({
      bed_low: fc.option(fc.integer({ min: 0, max: 8 }), { nil: null }),
      bed_high: fc.option(fc.integer({ min: 0, max: 8 }), { nil: null }),
      bath_low: count,
      bath_high: count,
    });
    fc.assert(
      fc.property(fc.array(arbitraryPlan, { maxLength: 30 }), (parts) => {
        const plans = parts.map((p) => plan(p));
        const options = floorplanFilterOptions(plans);
        expect(options.beds).toEqual(
          naive(
            plans,
            1,
            (p) => [p.bed_low, p.bed_high],
            (v, p) => matchesBedFilter(v, p),
          ),
        );
        expect(options.baths).toEqual(
          naive(
            plans,
            0.5,
            (p) => [p.bath_low, p.bath_high],
            (v, p) => matchesBathFilter(v, p),
          ),
        );
      }),
    );
  });
});
