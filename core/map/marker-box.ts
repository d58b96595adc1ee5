import type { Point, Size } from './geo';

/** A rectangle on the map, in pixels from its top-left corner. */
export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** How far a marker reaches from its place, in pixels each way. */
export type Reach = Rect;

/** Every marker is a 44 px target (WCAG 2.5.8, and a thumb). */
const HALF = 22;
/** A pin stands on its tip: the whole button is above its place. */
export const PIN_REACH: Reach = { left: HALF, right: HALF, top: 2 * HALF, bottom: 0 };
/** Clusters, the house and edge markers are centred on their place. */
export const ROUND_REACH: Reach = { left: HALF, right: HALF, top: HALF, bottom: HALF };

/** Room kept between a marker and the map's edge. */
export const EDGE_GAP = 8;

/** Where the map is fitted: inside its edges by the reach of any marker, so no marker is cut. */
export const FIT_PADDING: Reach = {
  left: HALF + EDGE_GAP,
  right: HALF + EDGE_GAP,
  top: 2 * HALF + EDGE_GAP,
  bottom: HALF + EDGE_GAP,
};

export const boxAt = (p: Point, reach: Reach): Rect => ({
  left: p.x - reach.left,
  top: p.y - reach.top,
  right: p.x + reach.right,
  bottom: p.y + reach.bottom,
});

export const overlaps = (a: Rect, b: Rect, gap = 0): boolean =>
  a.left < b.right + gap && b.left < a.right + gap && a.top < b.bottom + gap && b.top < a.bottom + gap;

/** True when a box lies inside a map of `size`, at least `inset` pixels from every edge. */
export const isInside = (box: Rect, size: Size, inset = 0): boolean =>
  box.left >= inset && box.top >= inset && box.right <= size.width - inset && box.bottom <= size.height - inset;
