import { describe, expect, it } from 'vitest';
import { fitView } from '../../../../core/map/fit-view';
import { MAP_CENTER, MAP_ZOOM } from '../../../../core/map/map-settings';
import { isOnScreen } from '../../../../core/map/projection';

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

  it('never goes above zoom 13, even for one pin', () => {
    const one = fitView([polk[0]], { width: 800, height: 600 }, MAP_ZOOM, fallback);
    expect(one.zoom).toBe(13);
    expect(one.center.lat).toBeCloseTo(polk[0].lat, 9);
    expect(one.center.lng).toBeCloseTo(polk[0].lng, 9);
  });

  it('keeps the default view of spec.md when there are no pins', () => {
    expect(fitView([], { width: 800, height: 600 }, MAP_ZOOM, fallback)).toEqual({ center: { lat: 28.01, lng: -81.93 }, zoom: 10 });
  });
});
