import { describe, expect, it } from 'vitest';
import { clusterMarkers } from '../../../../core/map/clusters';
import { CLUSTER_RADIUS_PX } from '../../../../core/map/map-settings';

// Lakeside Preserve and Sleepy Hill Oaks are about 4 km apart; Grace Ranch is across the county.
const lakeside = { id: 'a', lat: 28.1284, lng: -81.9718 };
const sleepyHill = { id: 'b', lat: 28.1176, lng: -82.0104 };
const graceRanch = { id: 'c', lat: 28.1392, lng: -81.6021 };

describe('clustering pins that overlap at the current zoom', () => {
  it('draws nearby pins as one cluster at the county zoom, holding both', () => {
    const clusters = clusterMarkers([lakeside, sleepyHill, graceRanch], 10, CLUSTER_RADIUS_PX);
    expect(clusters.map((c) => c.members.map((m) => m.id))).toEqual([['a', 'b'], ['c']]);
    expect(clusters[0].lat).toBeCloseTo((lakeside.lat + sleepyHill.lat) / 2, 9);
  });

  it('separates them when zoomed in', () => {
    expect(
      clusterMarkers([lakeside, sleepyHill, graceRanch], 13, CLUSTER_RADIUS_PX).map((c) => c.members.length),
    ).toEqual([1, 1, 1]);
  });

  it('gives a single pin its own id and a cluster an id built from its members', () => {
    const ids = clusterMarkers([lakeside, sleepyHill, graceRanch], 10, CLUSTER_RADIUS_PX).map((c) => c.id);
    expect(ids).toEqual(['cluster:a,b', 'c']);
  });

  it('never merges a marker that stands alone (the microsite house)', () => {
    const house = { ...sleepyHill, id: 'house', clusters: false };
    const clusters = clusterMarkers([lakeside, house], 10, CLUSTER_RADIUS_PX);
    expect(clusters.map((c) => c.id)).toEqual(['a', 'house']);
  });
});
