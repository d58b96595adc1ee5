import { directionOf, type Direction } from './compass';
import { formatMiles, milesBetween } from './distance';
import type { DistanceRings, Landmark, MapOutline, MapView, Point, Size } from './geo';
import type { LabelRequest } from './place-labels';
import { pixelsPerMile, toScreen } from './projection';

/** A label to write on the keyless map, before it is measured and placed. */
export interface LabelSpec extends Omit<LabelRequest, 'size'> {
  text: string;
  kind: 'town' | 'road' | 'ring' | 'toward';
}

const ARROWS: Record<Direction, string> = {
  north: '↑',
  northeast: '↗',
  east: '→',
  southeast: '↘',
  south: '↓',
  southwest: '↙',
  west: '←',
  northwest: '↖',
};
/** Towns pointed to from a map that shows none (the microsite's zoom 13): the nearest two. */
const POINTERS = 2;
const within = (p: Point, size: Size) => p.x >= 0 && p.y >= 0 && p.x <= size.width && p.y <= size.height;

/**
 * What the keyless map writes, most useful first (placeLabels drops what does not fit): the
 * towns in view, or, when none is, pointers to the nearest two with their distance; the distance
 * rings' miles; the roads' shields once the outline has loaded.
 */
export function mapLabels(
  view: MapView,
  size: Size,
  towns: readonly Landmark[],
  outline: MapOutline | null,
  rings: DistanceRings | undefined,
): LabelSpec[] {
  const labels: LabelSpec[] = [];
  const inView = towns.map((town) => ({ town, at: toScreen(town, view, size) })).filter(({ at }) => within(at, size));
  for (const { town, at } of inView)
    labels.push({ key: `town:${town.name}`, text: town.name, at, sits: 'beside', kind: 'town' });
  if (!inView.length) {
    const nearest = towns
      .map((town) => ({ town, miles: milesBetween(view.center, town) }))
      .sort((a, b) => a.miles - b.miles);
    for (const { town, miles } of nearest.slice(0, POINTERS)) {
      const at = toScreen(town, view, size);
      const arrow = ARROWS[directionOf(at.x - size.width / 2, at.y - size.height / 2)];
      labels.push({
        key: `toward:${town.name}`,
        text: `${arrow} ${town.name} ${formatMiles(miles)}`,
        at,
        sits: 'edge',
        kind: 'toward',
      });
    }
  }
  if (rings) {
    const centre = toScreen(rings.center, view, size);
    const scale = pixelsPerMile(rings.center.lat, view.zoom);
    for (const miles of rings.miles) {
      labels.push({
        key: `ring:${miles}`,
        text: formatMiles(miles).replace('.0 ', ' '),
        at: { x: centre.x, y: centre.y - miles * scale },
        sits: 'centred',
        kind: 'ring',
      });
    }
  }
  if (outline) {
    for (const road of outline.roads) {
      if (!road.shield) continue;
      const [lat, lng] = road.shield.at;
      const at = toScreen({ lat, lng }, view, size);
      if (within(at, size))
        labels.push({ key: `road:${road.shield.text}`, text: road.shield.text, at, sits: 'centred', kind: 'road' });
    }
  }
  return labels;
}
