import { describe, expect, it } from 'vitest';
import { fromWorld, isOnScreen, panBy, toScreen, toWorld, worldSize } from '../../../../core/map/projection';

const center = { lat: 28.01, lng: -81.93 };
const size = { width: 800, height: 600 };

describe('the Web Mercator projection of the maps', () => {
  it('draws the world 256 pixels square at zoom 0, doubling with each zoom level', () => {
    expect(worldSize(0)).toBe(256);
    expect(worldSize(13)).toBe(256 * 8192);
    expect(toWorld({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(toWorld({ lat: 0, lng: 180 }, 1).x).toBe(512);
  });

  it('puts places north higher up the map than places south', () => {
    expect(toWorld({ lat: 28.13, lng: -81.93 }, 10).y).toBeLessThan(toWorld({ lat: 27.87, lng: -81.93 }, 10).y);
  });

  it('turns pixels back into the same latitude and longitude', () => {
    const back = fromWorld(toWorld({ lat: 27.9583, lng: -81.9462 }, 12), 12);
    expect(back.lat).toBeCloseTo(27.9583, 9);
    expect(back.lng).toBeCloseTo(-81.9462, 9);
  });

  it('draws the centre of the view in the middle of the map', () => {
    expect(toScreen(center, { center, zoom: 10 }, size)).toEqual({ x: 400, y: 300 });
  });

  it('moves the content with the pointer when the map is dragged', () => {
    const view = { center, zoom: 11 };
    const moved = panBy(view, 100, 0);
    expect(moved.lng).toBeLessThan(center.lng);
    expect(toScreen(center, { center: moved, zoom: 11 }, size).x).toBeCloseTo(500, 6);
  });

  it('tells whether a place is inside the map, away from its edges', () => {
    const view = { center, zoom: 10 };
    expect(isOnScreen(center, view, size, 28)).toBe(true);
    expect(isOnScreen({ lat: 28.01, lng: -81.4 }, view, size, 28)).toBe(false);
  });
});
