import type { LatLng, MapView, Size } from './geo';
import { FIT_PADDING, type Reach } from './marker-box';
import { fromWorld, toWorld, worldSize } from './projection';

/**
 * The view that shows every place in a map of `size`, with `padding` pixels kept free on each
 * side (by default the reach of the pins, so no pin is cut): the highest whole zoom that fits,
 * kept within `zoom` limits, the places' middle in the middle of the padded area. When they
 * cannot fit even at the lowest zoom, the view is centred on them and the map gathers the ones
 * beyond its edges into edge markers (off-view.ts). No places: the fallback view.
 */
export function fitView(
  places: readonly LatLng[],
  size: Size,
  zoom: { min: number; max: number },
  fallback: MapView,
  padding: Reach = FIT_PADDING,
): MapView {
  if (places.length === 0) return fallback;
  const points = places.map((p) => toWorld(p, 0));
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const width = Math.max(1, size.width - padding.left - padding.right);
  const height = Math.max(1, size.height - padding.top - padding.bottom);
  // At zoom z a span of s world pixels (at zoom 0) is s * 2^z pixels wide.
  const fits = Math.min(
    maxX > minX ? Math.log2(width / (maxX - minX)) : Infinity,
    maxY > minY ? Math.log2(height / (maxY - minY)) : Infinity,
  );
  const z = Math.max(zoom.min, Math.min(zoom.max, Number.isFinite(fits) ? Math.floor(fits) : zoom.max));
  const scale = worldSize(z) / worldSize(0);
  // The padded area's middle is this far from the map's middle.
  const shift = { x: (padding.left - padding.right) / 2, y: (padding.top - padding.bottom) / 2 };
  const center = fromWorld({ x: ((minX + maxX) / 2) * scale - shift.x, y: ((minY + maxY) / 2) * scale - shift.y }, z);
  return { center, zoom: z };
}
