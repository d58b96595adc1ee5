import { describe, expect, it } from 'vitest';
import type { Community } from '../../../../core/api';
import { HOMEPAGE_PRICE_RANGE } from '../../../../core/rules/price-bounds';
import { communitiesInRange } from '../../../../widgets/home-hero/communities-in-range';

const priced = (id: number, price: number | null) => ({ id, price }) as Community;
const all = [priced(1, 124_999), priced(2, 125_000), priced(3, 219_900), priced(4, 300_000), priced(5, 300_001), priced(6, null)];
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
