import { describe, expect, it } from 'vitest';
import { featuredCommunities, featuredCount } from '../../../../../core/rules/homepage';
import { moveInText, soonestMoveIn } from '../../../../../core/rules/homepage';

describe('moveInText', () => {
  const today = new Date(2026, 10, 28, 15, 30);
  it('says a home is ready now from its move-in day on, and names a later day', () => {
    expect(moveInText('2026-11-28', today)).toBe('Ready to move in now');
    expect(moveInText('2025-01-31', today)).toBe('Ready to move in now');
    expect(moveInText('2026-11-29', today)).toBe('Move in November 29, 2026');
  });
  it('says nothing without a day, or with one that is not a calendar day', () => {
    for (const day of [undefined, null, '', 'soon', '2027-02-30', '2027-3-1'])
      expect(moveInText(day, today)).toBeUndefined();
  });
});

describe('soonestMoveIn', () => {
  it('puts the soonest days first and homes without one last, keeping the API’s order among equals', () => {
    const homes = [
      { id: 1, move_in_date: null },
      { id: 2, move_in_date: '2027-03-01' },
      { id: 3, move_in_date: '2026-09-15' },
      { id: 4, move_in_date: '2026-09-15' },
      { id: 5 },
    ];
    expect(soonestMoveIn(homes).map((h) => h.id)).toEqual([3, 4, 2, 1, 5]);
  });
});

describe('featuredCommunities', () => {
  const list = [
    { id: 1, availability: 'coming-soon' },
    { id: 2, availability: 'now-selling' },
    { id: 3, availability: 'sold-out' },
    { id: 4, availability: 'now-selling' },
  ];
  it('features the named ids in their order, skipping unknown ones', () => {
    expect(featuredCommunities(list, [3, 99, 1], 1).map((c) => c.id)).toEqual([3, 1]);
  });
  it('without ids, features those now selling first, then the rest, count of them', () => {
    expect(featuredCommunities(list, undefined, 3).map((c) => c.id)).toEqual([2, 4, 1]);
    expect(featuredCommunities(list, [], 2).map((c) => c.id)).toEqual([2, 4]);
  });
  it('reads data-count as a whole number from 1 to 12, 3 without one', () => {
    expect([undefined, 0, -4, 2.4, 5, 40].map(featuredCount)).toEqual([3, 1, 1, 2, 5, 12]);
  });
});
