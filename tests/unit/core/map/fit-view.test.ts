import { describe, expect, it } from 'vitest';
import { fitView } from '../../../../core/map/fit-view';
import { MAP_CENTER, MAP_ZOOM } from '../../../../core/map/map-settings';
import { boxAt, EDGE_GAP, FIT_PADDING, isInside, PIN_REACH } from '../../../../core/map/marker-box';
import { isOnScreen, toScreen } from '../../../../core/map/projection';

const fallback = { center: MAP_CENTER, zoom: MAP_ZOOM.min };
const polk = [
  { lat: 28.1284, lng: -81.9718 },
  { lat: 27.8694, lng: -81.5603 },
  { lat: 27.9452, lng: -81.9981 },
  { lat: 28.1392, lng: -81.6021 },
];

describe('fitting a map to its pins', () => {
  it('shows every pin at the highest whole zoom that fits', () => {
    const size = { width: 1200, height: 800 };
    const view = fitView(polk, size, MAP_ZOOM, fallback);
    expect(Number.isInteger(view.zoom)).toBe(true);
    expect(polk.every((p) => isOnScreen(p, view, size, 0))).toBe(true);
    const closer = { ...view, zoom: view.zoom + 1 };
    expect(polk.every((p) => isOnScreen(p, closer, size, 0))).toBe(false);
  });

  it('never goes below zoom 10, even when a phone cannot show every pin', () => {
    expect(fitView(polk, { width: 375, height: 400 }, MAP_ZOOM, fallback).zoom).toBe(10);
  });

  it('keeps the whole of every pin inside the map, clear of its edges', () => {
    for (const size of [
      { width: 1200, height: 800 },
      { width: 660, height: 630 },
    ]) {
      const view = fitView(polk, size, MAP_ZOOM, fallback);
      for (const p of polk)
        expect(isInside(boxAt(toScreen(p, view, size), PIN_REACH), size, EDGE_GAP - 0.001)).toBe(true);
    }
  });

  it('never goes above zoom 13, even for one pin, which stands in the middle of the room pins need', () => {
    const one = fitView([polk[0]], { width: 800, height: 600 }, MAP_ZOOM, fallback);
    expect(one.zoom).toBe(13);
    const at = toScreen(polk[0], one, { width: 800, height: 600 });
    expect(at.x).toBeCloseTo(400 + (FIT_PADDING.left - FIT_PADDING.right) / 2, 6);
    expect(at.y).toBeCloseTo(300 + (FIT_PADDING.top - FIT_PADDING.bottom) / 2, 6);
  });

  it('keeps the default view of spec.md when there are no pins', () => {
    expect(fitView([], { width: 800, height: 600 }, MAP_ZOOM, fallback)).toEqual({
      center: { lat: 28.01, lng: -81.93 },
      zoom: 10,
    });
  });
});
