import { describe, expect, it } from 'vitest';
import { AMENITY_MAP_OPTIONS, MAP_CENTER, MAP_ZOOM, MICROSITE_ZOOM } from '../../../../core/map/map-settings';

describe('the map settings of spec.md section 9', () => {
  it('centres on about 28.01, -81.93 with zoom from 10 to 13', () => {
    expect(MAP_CENTER).toEqual({ lat: 28.01, lng: -81.93 });
    expect(MAP_ZOOM).toEqual({ min: 10, max: 13 });
  });

  it('shows a microsite at zoom 13 with scroll wheel, street view and map type control off', () => {
    expect(MICROSITE_ZOOM).toBe(13);
    expect(AMENITY_MAP_OPTIONS).toEqual({ scrollwheel: false, streetViewControl: false, mapTypeControl: false });
  });
});
