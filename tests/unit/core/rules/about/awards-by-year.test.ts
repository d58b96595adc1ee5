import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { awardsByYear } from '../../../../../core/rules/about';
import { buildAwards, FIRST_AWARD_YEAR, LAST_AWARD_YEAR } from '../../../../../demo/data/awards';
import { createRandom } from '../../../../../demo/data/random';

const award = (year: number, name: string) => ({ img: '/a.svg', year, award: name, description: '' });

describe('awardsByYear', () => {
  it('groups awards by year, newest year first, keeping the CMS order within a year', () => {
    const groups = awardsByYear([
      award(1996, 'A'),
      award(2024, 'B'),
      award(1996, 'C'),
      award(2010, 'D'),
      award(2024, 'E'),
    ]);
    expect(groups.map((g) => g.year)).toEqual([2024, 2010, 1996]);
    expect(groups[0].awards.map((a) => a.award)).toEqual(['B', 'E']);
    expect(groups[2].awards.map((a) => a.award)).toEqual(['A', 'C']);
  });

  it('lists every year from 2024 down to 1996 for the seeded awards', () => {
    const years = awardsByYear(buildAwards(createRandom(1996))).map((g) => g.year);
    expect(years[0]).toBe(2024);
    expect(years.at(-1)).toBe(1996);
    expect(years).toHaveLength(LAST_AWARD_YEAR - FIRST_AWARD_YEAR + 1);
  });

  it('is empty for no awards', () => {
    expect(awardsByYear([])).toEqual([]);
  });

  it('loses no award and repeats no year, whatever the order', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ year: fc.integer({ min: 1990, max: 2030 }), award: fc.string() })), (awards) => {
        const groups = awardsByYear(awards);
        expect(groups.flatMap((g) => g.awards)).toHaveLength(awards.length);
        expect(groups.every((g, i) => i === 0 || groups[i - 1].year > g.year)).toBe(true);
        expect(groups.every((g) => g.awards.every((a) => a.year === g.year))).toBe(true);
      }),
    );
  });
});
