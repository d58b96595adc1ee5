import type { Point, Size } from './geo';
import { EDGE_GAP, isInside, overlaps, type Rect } from './marker-box';

/** A name to write on the map: where it belongs, its drawn size, and how it may sit there. */
export interface LabelRequest {
  key: string;
  at: Point;
  size: Size;
  /**
   * beside: a town, a dot with its name to one side; centred: on its place (a road's shield);
   * edge: centred, but pulled inside the map (a pointer toward a place beyond it).
   */
  sits: 'beside' | 'centred' | 'edge';
}

export interface PlacedLabel {
  key: string;
  left: number;
  top: number;
  /** Whether its dot is drawn: not when a marker stands on the place. */
  dot: boolean;
}

/** A town's dot: its radius, and the gap between it and its name. */
export const DOT_RADIUS = 3;
const DOT_GAP = 4;
/** Labels keep this far from markers and from each other. */
const CLEARANCE = 2;

const boxOf = (left: number, top: number, { width, height }: Size): Rect => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});
const clamp = (n: number, low: number, high: number) => Math.min(high, Math.max(low, n));

function spots({ at, size, sits }: LabelRequest, map: Size, cover: Rect | undefined): Rect[] {
  const { width: w, height: h } = size;
  if (sits === 'centred') return [boxOf(at.x - w / 2, at.y - h / 2, size)];
  if (sits === 'edge')
    return [
      boxOf(
        clamp(at.x - w / 2, EDGE_GAP, map.width - EDGE_GAP - w),
        clamp(at.y - h / 2, EDGE_GAP, map.height - EDGE_GAP - h),
        size,
      ),
    ];
  if (cover) {
    // Around the marker standing on the town: under it, past its sides, above it.
    const g = DOT_GAP;
    return [
      boxOf(at.x - w / 2, cover.bottom + g, size),
      boxOf(cover.right + g, at.y - h / 2, size),
      boxOf(cover.left - g - w, at.y - h / 2, size),
      boxOf(at.x - w / 2, cover.top - g - h, size),
    ];
  }
  const off = DOT_RADIUS + DOT_GAP;
  return [
    boxOf(at.x + off, at.y - h / 2, size),
    boxOf(at.x - off - w, at.y - h / 2, size),
    boxOf(at.x - w / 2, at.y + off, size),
    boxOf(at.x - w / 2, at.y - off - h, size),
  ];
}

/**
 * Where each label goes: the first spot (right of its dot, left, below, above) that stays inside
 * the map and overlaps no marker, no label placed before it and no dot. A town a marker stands
 * on loses its dot and is named just past the marker, which tells which town those pins are in.
 * A label with no such spot is left out: names yield to pins. Earlier requests win, so the
 * caller lists the most useful first.
 */
export function placeLabels(requests: readonly LabelRequest[], markers: readonly Rect[], map: Size): PlacedLabel[] {
  const taken: Rect[] = [...markers];
  const placed: PlacedLabel[] = [];
  for (const request of requests) {
    const { x, y } = request.at;
    const dot = { left: x - DOT_RADIUS, top: y - DOT_RADIUS, right: x + DOT_RADIUS, bottom: y + DOT_RADIUS };
    const beside = request.sits === 'beside';
    const cover = beside ? markers.find((m) => overlaps(dot, m)) : undefined;
    const covered = Boolean(cover);
    if (beside && !covered && taken.some((t) => overlaps(dot, t))) continue;
    const spot = spots(request, map, cover).find(
      (box) => isInside(box, map) && !taken.some((t) => overlaps(box, t, CLEARANCE)),
    );
    if (!spot) continue;
    taken.push(spot);
    if (beside && !covered) taken.push(dot);
    placed.push({ key: request.key, left: spot.left, top: spot.top, dot: beside && !covered });
  }
  return placed;
}
