import { describe, expect, it } from 'vitest';
import { clusterMarkers } from '../../../../core/map/clusters';
import { MAP_ZOOM } from '../../../../core/map/map-settings';
import { boxAt, EDGE_GAP, isInside, PIN_REACH, ROUND_REACH } from '../../../../core/map/marker-box';
import { gatherOffView } from '../../../../core/map/off-view';
import { fitView } from '../../../../core/map/fit-view';
import { fromScreen, toScreen } from '../../../../core/map/projection';

// The seeded communities from Sleepy Hill Oaks in the west to Crooked Lake Village in the east:
// wider than a phone's map at zoom 10.
const places = [
  { id: 'lakeside', lat: 28.1284, lng: -81.9718 },
  { id: 'sleepy-hill', lat: 28.1176, lng: -82.0104 },
  { id: 'christina', lat: 27.9452, lng: -81.9981 },
  { id: 'highland', lat: 27.9583, lng: -81.9462 },
  { id: 'ariana', lat: 28.0431, lng: -81.8122 },
  { id: 'lake-shipp', lat: 27.9851, lng: -81.7123 },
  { id: 'mountain-lake', lat: 27.9214, lng: -81.5712 },
  { id: 'crooked-lake', lat: 27.8694, lng: -81.5603 },
];
const phone = { width: 341, height: 518 };
const fallback = { center: { lat: 28.01, lng: -81.93 }, zoom: 10 };
const reach = (c: { members: unknown[] }) => (c.members.length === 1 ? PIN_REACH : ROUND_REACH);

describe('pins beyond the edges of the map', () => {
  it('leaves a map that shows every pin as it is', () => {
    const size = { width: 1200, height: 800 };
    const view = fitView(places, size, MAP_ZOOM, fallback);
    const { inside, outside } = gatherOffView(clusterMarkers(places, view.zoom, 36), view, size, reach);
    expect(outside).toEqual([]);
    expect(inside.flatMap((c) => c.members.map((m) => m.id)).sort()).toEqual(places.map((p) => p.id).sort());
  });

  it('on a phone at zoom 10, draws every pin it cannot show whole as an edge marker inside the map, pointing its way', () => {
    const view = fitView(places, phone, MAP_ZOOM, fallback);
    expect(view.zoom).toBe(10);
    const { inside, outside } = gatherOffView(clusterMarkers(places, view.zoom, 36), view, phone, reach);
    expect(outside.length).toBeGreaterThan(0);
    // Every place is counted once, in a pin, a cluster or an edge marker.
    expect([...inside, ...outside].flatMap((c) => c.members.map((m) => m.id)).sort()).toEqual(
      places.map((p) => p.id).sort(),
    );
    for (const edge of outside) expect(isInside(boxAt(edge.at, ROUND_REACH), phone, EDGE_GAP - 0.001)).toBe(true);
    for (const c of inside)
      expect(isInside(boxAt(toScreen(c, view, phone), reach(c)), phone, EDGE_GAP - 0.5)).toBe(true);
    const east = outside.find((e) => e.members.some((m) => m.id === 'crooked-lake'))!;
    expect(east.direction).toBe('east');
    expect(east.at.x).toBeGreaterThan(phone.width / 2);
  });

  it('names the direction by the edge a pin sticks out of, corners included', () => {
    const view = { center: { lat: 28.0, lng: -81.8 }, zoom: 12 };
    const size = { width: 400, height: 400 };
    const far = [
      { id: 'n', lat: 28.2, lng: -81.8 },
      { id: 'ne', lat: 28.2, lng: -81.6 },
      { id: 'sw', lat: 27.8, lng: -82.0 },
    ];
    const { outside } = gatherOffView(clusterMarkers(far, 12, 36), view, size, reach);
    expect(Object.fromEntries(outside.map((e) => [e.members[0].id, e.direction]))).toEqual({
      n: 'north',
      ne: 'northeast',
      sw: 'southwest',
    });
  });

  it('lets an edge marker that would sit on a pin join it as a cluster, kept inside the map', () => {
    const size = { width: 400, height: 400 };
    const view = { center: { lat: 28.0, lng: -81.8 }, zoom: 12 };
    // A pin 40 px inside the right edge, and a place just beyond that edge, about level with it.
    const pin = { id: 'pin', ...fromScreen({ x: size.width - 40, y: 220 }, view, size) };
    const beyond = { id: 'beyond', ...fromScreen({ x: size.width + 30, y: 210 }, view, size) };
    const { inside, outside } = gatherOffView(clusterMarkers([pin, beyond], 12, 36), view, size, reach);
    expect(outside).toEqual([]);
    expect(inside).toHaveLength(1);
    expect(inside[0].members.map((m) => m.id)).toEqual(['pin', 'beyond']);
    expect(isInside(boxAt(toScreen(inside[0], view, size), ROUND_REACH), size, EDGE_GAP - 0.5)).toBe(true);
  });
});
