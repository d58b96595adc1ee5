import type { LatLng, MapView, Size } from './geo';
import { fromWorld, toWorld } from './projection';

/**
 * The view that shows every place in a map of `size`, `padding` pixels from the edges: the
 * highest whole zoom that fits, kept within `zoom` limits. No places: the fallback view.
 */
export function fitView(places: readonly LatLng[], size: Size, zoom: { min: number; max: number }, fallback: MapView, padding = 48): MapView {
  if (places.length === 0) return fallback;
  const points = places.map((p) => toWorld(p, 0));
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const center = fromWorld({ x: (minX + maxX) / 2, y: (minY + maxY) / 2 }, 0);
  const width = Math.max(1, size.width - 2 * padding);
  const height = Math.max(1, size.height - 2 * padding);
  // At zoom z a span of s world pixels (at zoom 0) is s * 2^z pixels wide.
  const fits = Math.min(maxX > minX ? Math.log2(width / (maxX - minX)) : Infinity, maxY > minY ? Math.log2(height / (maxY - minY)) : Infinity);
  const whole = Number.isFinite(fits) ? Math.floor(fits) : zoom.max;
  return { center, zoom: Math.max(zoom.min, Math.min(zoom.max, whole)) };
}
