import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { POLK_COUNTY_OUTLINE } from '../../../../core/communities/polk-county-outline';
import type { LatLngPair, MapView, Size } from '../../../../core/map/geo';
import { MAP_ZOOM, MICROSITE_ZOOM } from '../../../../core/map/map-settings';
import { outlinePaths, smoothLine, smoothRing } from '../../../../core/map/outline-paths';
import { toScreen } from '../../../../core/map/projection';
import { createSeed } from '../../../../demo/data';

/** Whether a line through these points passes through a map of `size` showing `view` (sampled every 2 %). */
function crossesView(points: readonly LatLngPair[], view: MapView, size: Size): boolean {
  const screen = points.map(([lat, lng]) => toScreen({ lat, lng }, view, size));
  return screen.slice(1).some((b, i) => {
    const a = screen[i];
    return Array.from({ length: 51 }, (_, k) => k / 50).some((t) => {
      const [x, y] = [a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t];
      return x >= 0 && y >= 0 && x <= size.width && y <= size.height;
    });
  });
}

describe('the schematic outline drawn under the keyless map', () => {
  it('draws a lake as one closed curve through the middles of its sides', () => {
    expect(
      smoothRing([
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 10, y: 10 },
        { x: 0, y: 10 },
      ]),
    ).toBe('M0.0 5.0Q0.0 0.0 5.0 0.0Q10.0 0.0 10.0 5.0Q10.0 10.0 5.0 10.0Q0.0 10.0 0.0 5.0Z');
  });

  it('draws a road from its first point to its last', () => {
    expect(
      smoothLine([
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 10, y: 10 },
      ]),
    ).toBe('M0.0 0.0Q10.0 0.0 10.0 5.0L10.0 10.0');
  });

  it('makes a path for every lake and road of Polk County at every zoom, and stays a small file', () => {
    const kinds = (zoom: number) => new Set(outlinePaths(POLK_COUNTY_OUTLINE, zoom).roads.map((r) => r.kind));
    for (let zoom = MAP_ZOOM.min; zoom <= MAP_ZOOM.max; zoom++) {
      const paths = outlinePaths(POLK_COUNTY_OUTLINE, zoom);
      expect(paths.lakes.length).toBeGreaterThan(5);
      expect(paths.lakes.every((d) => d.endsWith('Z'))).toBe(true);
      expect(kinds(zoom)).toContain('interstate');
    }
    // Every lake at the microsite's zoom; the small ones not at the county's, where they would be specks.
    expect(outlinePaths(POLK_COUNTY_OUTLINE, 13).lakes).toHaveLength(POLK_COUNTY_OUTLINE.lakes.length);
    expect(outlinePaths(POLK_COUNTY_OUTLINE, 10).lakes.length).toBeLessThan(POLK_COUNTY_OUTLINE.lakes.length / 2);
    // Local roads from zoom 12: at the county zooms they would be a tangle.
    expect(kinds(11)).not.toContain('local');
    expect(kinds(12)).toContain('local');
    // The outline is its own chunk, fetched only by a keyless map.
    expect(gzipSync(JSON.stringify(POLK_COUNTY_OUTLINE)).length).toBeLessThan(3 * 1024);
  });

  it('draws the larger road over the smaller where they cross', () => {
    const order = outlinePaths(POLK_COUNTY_OUTLINE, 13).roads.map((r) => r.kind);
    expect(order.indexOf('highway')).toBeGreaterThan(order.lastIndexOf('local'));
    expect(order.indexOf('interstate')).toBeGreaterThan(order.lastIndexOf('highway'));
  });

  // Issue 33: the amenities map (zoom 13) was a blank grid. A phone's map around every seeded community shows roads and water.
  it.each(createSeed().communities.map((c) => [c.name, c] as const))(
    'draws roads and a lake on the phone-sized map at zoom 13 around %s',
    (_, community) => {
      const view = { center: { lat: community.latitude, lng: community.longitude }, zoom: MICROSITE_ZOOM };
      const size = { width: 343, height: 300 };
      const roads = POLK_COUNTY_OUTLINE.roads.filter((r) => crossesView(r.path, view, size));
      const lakes = POLK_COUNTY_OUTLINE.lakes.filter((ring) => crossesView([...ring, ring[0]], view, size));
      expect(roads.length).toBeGreaterThanOrEqual(2);
      expect(lakes.length).toBeGreaterThanOrEqual(1);
    },
  );
});
