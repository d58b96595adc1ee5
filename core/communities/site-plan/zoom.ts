/**
 * The site plan's zoom and pan, as pure functions of a view: the picture is drawn at the
 * viewport's size times `scale`, moved by (x, y) px (transform: translate(x, y) scale(scale),
 * origin top left). Every function returns a view that keeps the viewport covered: never
 * smaller than the fit, never larger than MAX_ZOOM, never panned past an edge.
 */
export interface ZoomView {
  scale: number;
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}
export interface Point {
  x: number;
  y: number;
}

/** The whole plan in view. */
export const FIT: ZoomView = { scale: 1, x: 0, y: 0 };
/** Four times the fit: a lot's number reads on a phone without the picture turning to mush. */
export const MAX_ZOOM = 4;
/** One press of +/− (or a button): half again as large, or two thirds. */
export const ZOOM_STEP = 1.5;
/** One arrow key: an eighth of the viewport. */
export const PAN_KEY_FRACTION = 0.125;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

export const clampScale = (scale: number): number => (Number.isFinite(scale) ? clamp(scale, 1, MAX_ZOOM) : 1);

/** The view moved back inside the edges: the picture always covers the viewport. */
export function clampView(view: ZoomView, size: Size): ZoomView {
  const scale = clampScale(view.scale);
  return {
    scale,
    x: clamp(view.x, size.width - size.width * scale, 0),
    y: clamp(view.y, size.height - size.height * scale, 0),
  };
}

/** Zoomed to `scale`, keeping the point under `focus` (px in the viewport; its centre by default) where it is. */
export function zoomTo(
  view: ZoomView,
  scale: number,
  size: Size,
  focus: Point = { x: size.width / 2, y: size.height / 2 },
): ZoomView {
  const next = clampScale(scale);
  const ratio = next / view.scale;
  return clampView(
    { scale: next, x: focus.x - (focus.x - view.x) * ratio, y: focus.y - (focus.y - view.y) * ratio },
    size,
  );
}

/** One step in (+1) or out (−1). */
export const zoomStep = (view: ZoomView, direction: 1 | -1, size: Size, focus?: Point): ZoomView =>
  zoomTo(view, view.scale * ZOOM_STEP ** direction, size, focus);

/** Moved by (dx, dy) px, as far as the edges allow. */
export const panBy = (view: ZoomView, dx: number, dy: number, size: Size): ZoomView =>
  clampView({ ...view, x: view.x + dx, y: view.y + dy }, size);

/** "150%": the zoom as the dialog announces it. */
export const zoomPercent = (view: ZoomView): string => `${Math.round(view.scale * 100)}%`;
