import { describe, expect, it } from 'vitest';
import type { Community } from '../../../../core/api';
import { HOMEPAGE_PRICE_RANGE } from '../../../../core/rules/price-bounds';
import { communitiesInRange, emptyRangeHint } from '../../../../widgets/home-hero/communities-in-range';

const priced = (id: number, price: number | null) => ({ id, price }) as Community;
const all = [
  priced(1, 124_999),
  priced(2, 125_000),
  priced(3, 219_900),
  priced(4, 300_000),
  priced(5, 300_001),
  priced(6, null),
];
const ids = (list: Community[]) => list.map((c) => c.id);

describe('the communities in the homepage price range', () => {
  it('keeps prices from 125,000 to 300,000, both ends included', () => {
    expect(HOMEPAGE_PRICE_RANGE).toEqual({ min: 125_000, max: 300_000 });
    expect(ids(communitiesInRange(all, { low: 125_000, high: 300_000 }))).toEqual([2, 3, 4]);
  });

  it('narrows with the thumbs', () => {
    expect(ids(communitiesInRange(all, { low: 200_000, high: 250_000 }))).toEqual([3]);
    expect(ids(communitiesInRange(all, { low: 300_000, high: 300_000 }))).toEqual([4]);
  });

  it('leaves out communities without a published price', () => {
    expect(ids(communitiesInRange([priced(6, null)], { low: 125_000, high: 300_000 }))).toEqual([]);
  });
});

describe('what to change when no community is in the range', () => {
  const limits = { low: HOMEPAGE_PRICE_RANGE.min, high: HOMEPAGE_PRICE_RANGE.max };
  const named = (id: number, name: string, price: number | null) => ({ id, name, price }) as Community;
  const towns = [
    named(1, 'Lake Alfred Pointe', 140_000),
    named(2, 'Orchid Springs', 230_000),
    named(3, 'Bella Vista', 310_000),
    named(4, 'Unpriced', null),
  ];

  it('names the nearest community above and the maximum, on the step, that takes it in', () => {
    expect(emptyRangeHint(towns, { low: 125_000, high: 135_000 }, limits)).toBe(
      'Raise the maximum to $150,000 to see Lake Alfred Pointe (from $140,000).',
    );
  });

  it('offers both ways when there are communities on either side', () => {
    expect(emptyRangeHint(towns, { low: 175_000, high: 200_000 }, limits)).toBe(
      'Raise the maximum to $250,000 to see Orchid Springs (from $230,000), or lower the minimum to $125,000 to see Lake Alfred Pointe (from $140,000).',
    );
  });

  it('leaves out communities the finder cannot reach', () => {
    expect(emptyRangeHint(towns, { low: 250_000, high: 300_000 }, limits)).toBe(
      'Lower the minimum to $225,000 to see Orchid Springs (from $230,000).',
    );
    expect(emptyRangeHint([towns[2], towns[3]], { low: 125_000, high: 300_000 }, limits)).toBe(
      'No community has published a price from $125,000 to $300,000 yet.',
    );
  });
});
