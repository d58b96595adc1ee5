import { describe, expect, it } from 'vitest';
import { distanceKm, nearestCommunities } from '../../../../core/rules';

// Real-ish spots around Polk County (the map's centre is about 28.01, -81.93).
const lakeland = { id: 3, latitude: 28.1284, longitude: -81.9718 };
const sleepyHill = { id: 5, latitude: 28.1176, longitude: -82.0104 };
const highland = { id: 12, latitude: 27.9583, longitude: -81.9462 };
const winterHaven = { id: 14, latitude: 28.0222, longitude: -81.7329 };
const hainesCity = { id: 31, latitude: 28.1142, longitude: -81.6179 };
const all = [winterHaven, hainesCity, lakeland, highland, sleepyHill];

describe('nearestCommunities (the 404 page’s suggestions)', () => {
  it('measures Lakeland to Haines City at about 35 km', () => {
    expect(distanceKm(lakeland, hainesCity)).toBeGreaterThan(33);
    expect(distanceKm(lakeland, hainesCity)).toBeLessThan(37);
  });

  it('gives the 3 communities nearest the last viewed one, itself first', () => {
    expect(nearestCommunities(all, lakeland).map((c) => c.id)).toEqual([3, 5, 12]);
    expect(nearestCommunities(all, hainesCity).map((c) => c.id)).toEqual([31, 14, 3]);
  });

  it('gives the newest 3 (highest ids) without a last viewed item', () => {
    expect(nearestCommunities(all, undefined).map((c) => c.id)).toEqual([31, 14, 12]);
  });

  it('gives what there is when there are fewer than 3', () => {
    expect(nearestCommunities([highland], lakeland)).toEqual([highland]);
  });
});
