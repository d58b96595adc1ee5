import type { Point, Size } from './geo';
import { EDGE_GAP, overlaps, type Rect } from './marker-box';

/** Room between a card and the marker it belongs to. */
const GAP = 8;

const clamp = (n: number, low: number, high: number) => Math.max(low, Math.min(high, n));

/**
 * Where an info card opens, by its marker as Google's info window does (issue 33: it opened in
 * the map's corner, away from its pin): below the marker, above it, to its right or its left,
 * the first side where the card fits inside the map (EDGE_GAP from its edges) and hides the
 * fewest other markers; centred on the marker along that side. When no side has room, the card
 * goes below or above, whichever has more, over the marker (the map then moves the marker into
 * view: freeArea).
 */
export function placeCard(marker: Rect, card: Size, map: Size, others: readonly Rect[] = []): Point {
  const [w, h] = [card.width, card.height];
  const x = clamp((marker.left + marker.right) / 2 - w / 2, EDGE_GAP, map.width - EDGE_GAP - w);
  const y = clamp((marker.top + marker.bottom) / 2 - h / 2, EDGE_GAP, map.height - EDGE_GAP - h);
  const [below, above] = [marker.bottom + GAP, marker.top - GAP - h];
  const sides: Point[] = [
    { x, y: below },
    { x, y: above },
    { x: marker.right + GAP, y },
    { x: marker.left - GAP - w, y },
  ];
  const fits = sides.filter(
    (p) => p.x >= EDGE_GAP && p.y >= EDGE_GAP && p.x + w <= map.width - EDGE_GAP && p.y + h <= map.height - EDGE_GAP,
  );
  const hidden = (p: Point) =>
    others.filter((o) => overlaps(o, { left: p.x, top: p.y, right: p.x + w, bottom: p.y + h })).length;
  // The first side that fits, unless a later one hides fewer markers.
  const best = fits.reduce<Point | null>((chosen, p) => (!chosen || hidden(p) < hidden(chosen) ? p : chosen), null);
  if (best) return best;
  const roomBelow = map.height - marker.bottom;
  return {
    x,
    y: roomBelow >= marker.top ? clamp(below, EDGE_GAP, map.height - EDGE_GAP - h) : Math.max(EDGE_GAP, above),
  };
}
