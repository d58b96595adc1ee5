import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { LatLng, MapView, Size } from './geo';
import { fitView } from './fit-view';
import { MAP_CENTER } from './map-settings';
import { fromWorld, isOnScreen, panBy, toScreen, toWorld } from './projection';

/** How a map starts: showing all its pins, or a fixed view (the microsite's zoom 13). */
export type MapStart = { fit: true } | MapView;
export const FIT_PINS: MapStart = { fit: true };

/** Before the map has been measured (or while it is hidden) it is drawn at this size. */
const FALLBACK_SIZE: Size = { width: 640, height: 480 };

const sameView = (a: MapView, b: MapView) => a.zoom === b.zoom && Math.abs(a.center.lat - b.center.lat) < 1e-7 && Math.abs(a.center.lng - b.center.lng) < 1e-7;

/**
 * The map's size (measured) and view (centre and zoom), with the moves both maps share: start,
 * zoom, pan, reset, and bring a place into view. The first view waits for a real size, so a
 * map shown later (a phone's list/map toggle) still starts fitted to its pins.
 */
export function useMapViewport(frame: RefObject<HTMLElement | null>, places: readonly LatLng[], start: MapStart, zoomRange: { min: number; max: number }) {
  const [size, setSize] = useState<Size | null>(null);
  const [view, setViewState] = useState<MapView | null>(null);
  const placesRef = useRef(places);
  placesRef.current = places;

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => {
      // The inside of the frame (no border): what the map draws on.
      const [width, height] = [element.clientWidth, element.clientHeight];
      if (width > 0 && height > 0) setSize((s) => (s && s.width === width && s.height === height ? s : { width, height }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame]);

  const startView = useCallback(
    (s: Size): MapView => ('fit' in start ? fitView(placesRef.current, s, zoomRange, { center: MAP_CENTER, zoom: zoomRange.min }) : start),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    ['fit' in start ? 'fit' : `${start.center.lat},${start.center.lng},${start.zoom}`, zoomRange.min, zoomRange.max],
  );

  useEffect(() => {
    if (size && !view) setViewState(startView(size));
  }, [size, view, startView]);

  const drawnSize = size ?? FALLBACK_SIZE;
  const current = view ?? startView(drawnSize);
  const clampZoom = (z: number) => Math.max(zoomRange.min, Math.min(zoomRange.max, Math.round(z)));
  const setView = (next: MapView) => {
    const clamped = { center: next.center, zoom: clampZoom(next.zoom) };
    setViewState((v) => (v && sameView(v, clamped) ? v : clamped));
  };

  return {
    size: drawnSize,
    view: current,
    setView,
    zoomBy: (step: number) => setView({ center: current.center, zoom: current.zoom + step }),
    /** Moves the content by screen pixels (a drag, or a pan button's quarter of the map). */
    panBy: (dx: number, dy: number) => setView({ center: panBy(current, dx, dy), zoom: current.zoom }),
    reset: () => setView(startView(drawnSize)),
    /** Brings a place into view, keeping the zoom, unless it is already well inside. */
    reveal: (place: LatLng) => {
      if (!isOnScreen(place, current, drawnSize, 28)) setView({ center: { lat: place.lat, lng: place.lng }, zoom: current.zoom });
    },
    /** Brings a place to the middle of a part of the map (the part an info card leaves free), unless it is already in it. */
    revealIn: (place: LatLng, area: { left: number; top: number; right: number; bottom: number }) => {
      const p = toScreen(place, current, drawnSize);
      const inset = 28;
      if (p.x >= area.left + inset && p.x <= area.right - inset && p.y >= area.top + inset && p.y <= area.bottom - inset) return;
      const world = toWorld(place, current.zoom);
      const target = { x: (area.left + area.right) / 2, y: (area.top + area.bottom) / 2 };
      setView({ center: fromWorld({ x: world.x + drawnSize.width / 2 - target.x, y: world.y + drawnSize.height / 2 - target.y }, current.zoom), zoom: current.zoom });
    },
    /** Zooms out as far as needed (never in) so every place shows. */
    include: (all: readonly LatLng[]) => {
      if (all.every((p) => isOnScreen(p, current, drawnSize, 28))) return;
      setView(fitView(all, drawnSize, { min: zoomRange.min, max: current.zoom }, current));
    },
    /** The view that shows these places as closely as allowed. */
    fit: (some: readonly LatLng[]) => fitView(some, drawnSize, zoomRange, current),
  };
}
