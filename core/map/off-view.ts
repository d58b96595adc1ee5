import type { Cluster, Placed } from './clusters';
import { type Direction, directionOf } from './compass';
import type { MapView, Point, Size } from './geo';
import { boxAt, EDGE_GAP, isInside, type Reach, type Rect, ROUND_REACH } from './marker-box';
import { fromScreen, toScreen } from './projection';

/** Pins beyond an edge of the map, drawn as one marker on that edge. */
export interface EdgeGroup<M extends Placed> {
  id: string;
  direction: Direction;
  members: M[];
  /** Where it is drawn, in pixels from the map's top-left corner. */
  at: Point;
}

/** Markers closer than a target's width would overlap. */
const TARGET = 44;
/** Rounding must not push a pin fitted exactly to the padding out of the map. */
const TOLERANCE = 0.5;
const clamp = (n: number, low: number, high: number) => Math.min(high, Math.max(low, n));
const mean = (points: readonly Point[]): Point => ({
  x: points.reduce((s, p) => s + p.x, 0) / points.length,
  y: points.reduce((s, p) => s + p.y, 0) / points.length,
});
const near = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y) < TARGET;
/** The way a box sticks out of the map. */
const beyond = (box: Rect, size: Size): Direction =>
  directionOf(
    box.left < EDGE_GAP ? -1 : box.right > size.width - EDGE_GAP ? 1 : 0,
    box.top < EDGE_GAP ? -1 : box.bottom > size.height - EDGE_GAP ? 1 : 0,
  );

/**
 * Splits a map's clusters into those drawn whole inside it and those that are not. Each of
 * those is pulled in to the edge, and drawn there as an edge marker pointing its way (several
 * that meet become one), or joins the cluster it would sit on. So every pin a map counts can be
 * reached from what it shows, at any zoom: even the lowest (spec.md: 10) cannot show the whole
 * county on a phone.
 */
export function gatherOffView<M extends Placed>(
  clusters: readonly Cluster<M>[],
  view: MapView,
  size: Size,
  reachOf: (c: Cluster<M>) => Reach,
) {
  const inside: { cluster: Cluster<M>; centre: Point; joined: M[] }[] = [];
  const off: { p: Point; box: Rect; cluster: Cluster<M> }[] = [];
  for (const cluster of clusters) {
    const p = toScreen(cluster, view, size);
    const reach = reachOf(cluster);
    const box = boxAt(p, reach);
    if (isInside(box, size, EDGE_GAP - TOLERANCE))
      inside.push({ cluster, centre: { x: p.x, y: p.y + (reach.bottom - reach.top) / 2 }, joined: [] });
    else off.push({ p, box, cluster });
  }

  const r = ROUND_REACH;
  const groups: { anchor: Point; points: Point[]; members: M[]; direction: Direction }[] = [];
  for (const { p, box, cluster } of off) {
    const at = {
      x: clamp(p.x, EDGE_GAP + r.left, size.width - EDGE_GAP - r.right),
      y: clamp(p.y, EDGE_GAP + r.top, size.height - EDGE_GAP - r.bottom),
    };
    const host = inside.find((i) => near(i.centre, at));
    if (host) {
      host.joined.push(...cluster.members);
      continue;
    }
    const group = groups.find((g) => near(g.anchor, at));
    if (group) {
      group.points.push(at);
      group.members.push(...cluster.members);
    } else groups.push({ anchor: at, points: [at], members: [...cluster.members], direction: beyond(box, size) });
  }

  return {
    inside: inside.map(({ cluster, centre, joined }) => {
      if (!joined.length) return cluster;
      // A cluster now, centred where the pin's target was, so it stays inside the map.
      const members = [...cluster.members, ...joined];
      return { id: `cluster:${members.map((m) => m.id).join(',')}`, ...fromScreen(centre, view, size), members };
    }),
    outside: groups.map(
      ({ points, members, direction }): EdgeGroup<M> => ({
        id: `edge:${members.map((m) => m.id).join(',')}`,
        direction,
        members,
        at: mean(points),
      }),
    ),
  };
}
