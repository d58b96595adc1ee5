import type { LatLngPair, MapOutline, OutlineRoad, Point } from './geo';
import { LOCAL_ROADS_MIN_ZOOM } from './map-settings';
import { toWorld } from './projection';

const fmt = (p: Point) => `${p.x.toFixed(1)} ${p.y.toFixed(1)}`;
const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** A closed curve through the middles of a ring's sides, bent by its corners: a lake's soft shore. */
export function smoothRing(points: readonly Point[]): string {
  if (points.length < 3) return '';
  const last = points[points.length - 1];
  const curves = points.map((p, i) => `Q${fmt(p)} ${fmt(mid(p, points[(i + 1) % points.length]))}`);
  return `M${fmt(mid(last, points[0]))}${curves.join('')}Z`;
}

/** An open curve from the first point to the last, bent by the ones between: a road. */
export function smoothLine(points: readonly Point[]): string {
  if (points.length < 2) return '';
  const inner = points.slice(1, -1).map((p, i) => `Q${fmt(p)} ${fmt(mid(p, points[i + 2]))}`);
  return `M${fmt(points[0])}${inner.join('')}L${fmt(points[points.length - 1])}`;
}

const world = (pairs: readonly LatLngPair[], zoom: number) => pairs.map(([lat, lng]) => toWorld({ lat, lng }, zoom));

/** A lake smaller than this across, in pixels, is left out at that zoom: a speck, not a lake. */
const MIN_LAKE_PX = 20;
const across = (points: readonly Point[]) =>
  Math.max(
    Math.max(...points.map((p) => p.x)) - Math.min(...points.map((p) => p.x)),
    Math.max(...points.map((p) => p.y)) - Math.min(...points.map((p) => p.y)),
  );

/** The order roads are drawn in: the larger over the smaller where they cross. */
const LAYER: Record<OutlineRoad['kind'], number> = { local: 0, highway: 1, interstate: 2 };

/**
 * The outline's SVG paths in world pixels at `zoom`: made once a zoom, then only moved. Local
 * roads from LOCAL_ROADS_MIN_ZOOM, lakes once MIN_LAKE_PX across; the larger roads drawn over
 * the smaller.
 */
export function outlinePaths(
  outline: MapOutline,
  zoom: number,
): { lakes: string[]; roads: { kind: OutlineRoad['kind']; d: string }[] } {
  const roads = outline.roads
    .filter((road) => road.kind !== 'local' || zoom >= LOCAL_ROADS_MIN_ZOOM)
    .sort((a, b) => LAYER[a.kind] - LAYER[b.kind]);
  return {
    lakes: outline.lakes
      .map((ring) => world(ring, zoom))
      .filter((points) => across(points) >= MIN_LAKE_PX)
      .map(smoothRing),
    roads: roads.map((road) => ({ kind: road.kind, d: smoothLine(world(road.path, zoom)) })),
  };
}
