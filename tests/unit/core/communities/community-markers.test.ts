import { describe, expect, it } from 'vitest';
import type { Community } from '../../../../core/api';
import { communityMarkers } from '../../../../core/communities/community-markers';

const community = (id: number, latitude: number, longitude: number, price: number | null = 200000) =>
  ({ id, name: `Community ${id}`, price, latitude, longitude }) as Community;

describe('communities as map pins', () => {
  it('keeps the API order and names each pin by community and price', () => {
    const markers = communityMarkers([community(5, 28.1, -82), community(3, 27.9, -81.8, null)]);
    expect(markers.map((m) => [m.id, m.label])).toEqual([
      ['community-5', 'Community 5, from $200,000'],
      ['community-3', 'Community 3, pricing coming soon'],
    ]);
  });

  it('leaves a community without a real position off the map', () => {
    expect(
      communityMarkers([community(1, 0, 0), community(2, Number.NaN, -81.9), community(3, 28, -81.9)]).map((m) => m.id),
    ).toEqual(['community-3']);
  });
});
