import type { LatLng, MapView, Point, Size } from './geo';

/**
 * Web Mercator, as Google Maps draws the world: at zoom z the world is 256 * 2^z pixels square.
 * The keyless map uses the same projection, so pins sit where Google would put them.
 */
const TILE = 256;
const MAX_LAT = 85.05112878;
const EARTH_CIRCUMFERENCE_M = 40_075_016.686;
const METRES_A_MILE = 1609.344;

export const worldSize = (zoom: number) => TILE * 2 ** zoom;

export function toWorld({ lat, lng }: LatLng, zoom: number): Point {
  const size = worldSize(zoom);
  const sin = Math.sin((Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

export function fromWorld({ x, y }: Point, zoom: number): LatLng {
  const size = worldSize(zoom);
  const n = Math.PI - (2 * Math.PI * y) / size;
  return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lng: (x / size) * 360 - 180 };
}

/** Where a place is drawn in a map of `size` showing `view`, from its top-left corner. */
export function toScreen(place: LatLng, view: MapView, size: Size): Point {
  const p = toWorld(place, view.zoom);
  const c = toWorld(view.center, view.zoom);
  return { x: p.x - c.x + size.width / 2, y: p.y - c.y + size.height / 2 };
}

/** The place drawn at a point of a map of `size` showing `view` (the inverse of toScreen). */
export function fromScreen(point: Point, view: MapView, size: Size): LatLng {
  const c = toWorld(view.center, view.zoom);
  return fromWorld({ x: point.x + c.x - size.width / 2, y: point.y + c.y - size.height / 2 }, view.zoom);
}

/** Pixels a mile on the ground at `lat` and `zoom` (Mercator stretches the scale away from the equator). */
export const pixelsPerMile = (lat: number, zoom: number) =>
  (worldSize(zoom) * METRES_A_MILE) / (EARTH_CIRCUMFERENCE_M * Math.cos((lat * Math.PI) / 180));

/** The centre after the map is dragged by (dx, dy) screen pixels: the content follows the pointer. */
export function panBy(view: MapView, dx: number, dy: number): LatLng {
  const c = toWorld(view.center, view.zoom);
  return fromWorld({ x: c.x - dx, y: c.y - dy }, view.zoom);
}

/** True when a place is drawn inside the map, at least `inset` pixels from its edges. */
export function isOnScreen(place: LatLng, view: MapView, size: Size, inset = 0): boolean {
  const { x, y } = toScreen(place, view, size);
  return x >= inset && y >= inset && x <= size.width - inset && y <= size.height - inset;
}
