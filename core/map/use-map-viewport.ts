import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { LatLng, MapView, Size } from './geo';
import { fitView } from './fit-view';
import { MAP_CENTER } from './map-settings';
import { FIT_PADDING, type Rect } from './marker-box';
import { fromWorld, panBy, toScreen, toWorld } from './projection';

/** How a map starts: showing all its pins, or a fixed view (the microsite's zoom 13). */
export type MapStart = { fit: true } | MapView;
export const FIT_PINS: MapStart = { fit: true };

/** Before the map has been measured (or while it is hidden) it is drawn at this size. */
const FALLBACK_SIZE: Size = { width: 640, height: 480 };

const sameView = (a: MapView, b: MapView) =>
  a.zoom === b.zoom && Math.abs(a.center.lat - b.center.lat) < 1e-7 && Math.abs(a.center.lng - b.center.lng) < 1e-7;

/**
 * The map's size (measured) and view (centre and zoom), with the moves both maps share: start,
 * zoom, pan, reset, and bring a place into view. The first view waits for a real size, so a
 * map shown later (a phone's list/map toggle) still starts fitted to its pins.
 */
export function useMapViewport(
  frame: RefObject<HTMLElement | null>,
  places: readonly LatLng[],
  start: MapStart,
  zoomRange: { min: number; max: number },
) {
  const [size, setSize] = useState<Size | null>(null);
  const [view, setViewState] = useState<MapView | null>(null);
  const placesRef = useRef(places);
  placesRef.current = places;

  // Measured before the first paint: drawn at FALLBACK_SIZE first, the pins moved by half the
  // difference once measured (150 px on a phone, a layout shift where the map is in view).
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => {
      // The inside of the frame (no border): what the map draws on.
      const [width, height] = [element.clientWidth, element.clientHeight];
      if (width > 0 && height > 0)
        setSize((s) => (s && s.width === width && s.height === height ? s : { width, height }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the start view is named by value (the fit or the center and zoom), not by the identity of start and zoomRange
  const startView = useCallback(
    (s: Size): MapView =>
      'fit' in start ? fitView(placesRef.current, s, zoomRange, { center: MAP_CENTER, zoom: zoomRange.min }) : start,
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

  const whole: Rect = { left: 0, top: 0, right: drawnSize.width, bottom: drawnSize.height };
  /** True when a place's pin is drawn whole inside an area of the map (FIT_PADDING from its sides). */
  const shows = (place: LatLng, area: Rect) => {
    const p = toScreen(place, current, drawnSize);
    return (
      p.x >= area.left + FIT_PADDING.left &&
      p.x <= area.right - FIT_PADDING.right &&
      p.y >= area.top + FIT_PADDING.top &&
      p.y <= area.bottom - FIT_PADDING.bottom
    );
  };

  const show = (some: readonly LatLng[]) =>
    setView(fitView(some, drawnSize, { min: zoomRange.min, max: current.zoom }, current));

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
      if (!shows(place, whole)) setView({ center: { lat: place.lat, lng: place.lng }, zoom: current.zoom });
    },
    /** Brings a place to the middle of a part of the map (the part an info card leaves free), unless it is already in it. */
    revealIn: (place: LatLng, area: Rect) => {
      if (shows(place, area)) return;
      const world = toWorld(place, current.zoom);
      const target = { x: (area.left + area.right) / 2, y: (area.top + area.bottom) / 2 };
      setView({
        center: fromWorld(
          { x: world.x + drawnSize.width / 2 - target.x, y: world.y + drawnSize.height / 2 - target.y },
          current.zoom,
        ),
        zoom: current.zoom,
      });
    },
    /** Moves the map to show these places around their middle, zooming out if they need it but never in. */
    show,
    /** Like show, unless every place already shows. */
    include: (all: readonly LatLng[]) => all.every((p) => shows(p, whole)) || show(all),
    /** The view that shows these places as closely as allowed. */
    fit: (some: readonly LatLng[]) => fitView(some, drawnSize, zoomRange, current),
  };
}
