import { describe, expect, it } from 'vitest';
import type { Community } from '../../../../core/api';
import { amenityMarkers, HOUSE_MARKER_ID, houseMarker } from '../../../../widgets/community-amenities/amenity-markers';

describe('the amenities map markers', () => {
  it("makes the community's own marker a house that never joins a cluster", () => {
    const house = houseMarker({ name: 'Highland Fields', latitude: 27.9583, longitude: -81.9462 } as Community);
    expect(house).toMatchObject({
      id: HOUSE_MARKER_ID,
      kind: 'house',
      clusters: false,
      lat: 27.9583,
      lng: -81.9462,
      label: 'Highland Fields (this community)',
    });
  });

  it('names each amenity pin by its place and kind, with an id safe for a data attribute', () => {
    const [pin] = amenityMarkers({
      name: 'Schools',
      pins: [{ place_id: 'ChIJ 12/x', name: 'Highland Academy', latitude: 27.96, longitude: -81.93 }],
    });
    expect(pin).toMatchObject({
      id: 'place-ChIJ-12-x',
      kind: 'place',
      label: 'Highland Academy, Schools',
      lat: 27.96,
      lng: -81.93,
    });
  });
});
