import { type ReactNode, useRef } from 'react';
import type { DistanceRings, Landmark, MapOutline, MapView, Size } from '../geo';
import { mapLabels } from '../map-labels';
import type { Rect } from '../marker-box';
import { toScreen, toWorld } from '../projection';
import { LabelLayer } from './label-layer';
import { MapBackdrop } from './map-backdrop';

/** A pin to draw: where, and the button itself. */
export interface PlacedNode {
  id: string;
  lat: number;
  lng: number;
  node: ReactNode;
}

interface KeylessMapProps {
  view: MapView;
  size: Size;
  pins: PlacedNode[];
  /** Where the pins are drawn: names keep clear of them. */
  markerBoxes: readonly Rect[];
  /** Names written on the map for orientation, e.g. the towns around. */
  landmarks: readonly Landmark[];
  outline: MapOutline | null;
  rings: DistanceRings | undefined;
  onDrag(dx: number, dy: number): void;
  onBackgroundClick(): void;
}

const GRID = 64;
/** A pointer that moved further than this was dragging the map, not clicking it. */
const DRAG_THRESHOLD = 4;

/**
 * The map that needs no key and no third party: pins placed by latitude and longitude (Web
 * Mercator, as Google would) over a light grid that moves with the map, the area's outline
 * (lakes, main roads) and the names of the towns around, which yield to the pins. Drag with a
 * mouse, or use the buttons.
 */
export function KeylessMap({
  view,
  size,
  pins,
  markerBoxes,
  landmarks,
  outline,
  rings,
  onDrag,
  onBackgroundClick,
}: KeylessMapProps) {
  const drag = useRef<{ x: number; y: number; moved: number } | null>(null);
  const center = toWorld(view.center, view.zoom);
  const offset = (n: number) => `${(((n % GRID) + GRID) % GRID).toFixed(1)}px`;
  return (
    <div
      className="hb-map__surface"
      onPointerDown={(e) => {
        if (e.button !== 0 || (e.target as Element).closest('button')) return;
        drag.current = { x: e.clientX, y: e.clientY, moved: 0 };
      }}
      onPointerMove={(e) => {
        const d = drag.current;
        if (!d) return;
        const [dx, dy] = [e.clientX - d.x, e.clientY - d.y];
        d.moved += Math.abs(dx) + Math.abs(dy);
        if (d.moved < DRAG_THRESHOLD) return;
        if (!e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.setPointerCapture(e.pointerId);
        drag.current = { x: e.clientX, y: e.clientY, moved: d.moved };
        onDrag(dx, dy);
      }}
      onPointerUp={(e) => {
        const d = drag.current;
        drag.current = null;
        if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
        if (d && d.moved < DRAG_THRESHOLD && !(e.target as Element).closest('button')) onBackgroundClick();
      }}
      onPointerCancel={() => (drag.current = null)}
    >
      <div
        className="hb-map__grid"
        style={{ backgroundPosition: `${offset(size.width / 2 - center.x)} ${offset(size.height / 2 - center.y)}` }}
      />
      <MapBackdrop view={view} size={size} outline={outline} rings={rings} />
      <LabelLayer labels={mapLabels(view, size, landmarks, outline, rings)} markers={markerBoxes} size={size} />
      <ul className="hb-map__pins">
        {pins.map((pin) => {
          const p = toScreen(pin, view, size);
          return (
            <li key={pin.id} className="hb-map__pin-slot" style={{ left: `${p.x}px`, top: `${p.y}px` }}>
              {pin.node}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
