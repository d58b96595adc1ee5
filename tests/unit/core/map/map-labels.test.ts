import { describe, expect, it } from 'vitest';
import { directionOf } from '../../../../core/map/compass';
import { formatMiles, milesBetween } from '../../../../core/map/distance';
import { mapLabels } from '../../../../core/map/map-labels';
import { pixelsPerMile, toScreen } from '../../../../core/map/projection';

const towns = [
  { name: 'Lakeland', lat: 28.0395, lng: -81.9498 },
  { name: 'Mulberry', lat: 27.8953, lng: -81.9734 },
  { name: 'Frostproof', lat: 27.7459, lng: -81.5306 },
];
const highlandFields = { lat: 27.9583, lng: -81.9462 };
const size = { width: 600, height: 400 };

describe('what the keyless map writes', () => {
  it('names the towns in view, beside their dots', () => {
    const labels = mapLabels({ center: { lat: 27.95, lng: -81.9 }, zoom: 10 }, size, towns, null, undefined);
    expect(labels.filter((l) => l.kind === 'town').map((l) => l.text)).toEqual(['Lakeland', 'Mulberry', 'Frostproof']);
  });

  it('points to the nearest two towns, with their distance, when the map shows none (the microsite at zoom 13)', () => {
    const labels = mapLabels({ center: highlandFields, zoom: 13 }, size, towns, null, undefined);
    expect(labels.map((l) => l.text)).toEqual([
      `↓ Mulberry ${formatMiles(milesBetween(highlandFields, towns[1]))}`,
      `↑ Lakeland ${formatMiles(milesBetween(highlandFields, towns[0]))}`,
    ]);
    expect(labels.every((l) => l.sits === 'edge')).toBe(true);
  });

  it('writes each distance ring’s miles at the top of its ring', () => {
    const view = { center: highlandFields, zoom: 13 };
    const labels = mapLabels(view, size, [], null, { center: highlandFields, miles: [1, 2] }).filter(
      (l) => l.kind === 'ring',
    );
    expect(labels.map((l) => l.text)).toEqual(['1 mi', '2 mi']);
    const centre = toScreen(highlandFields, view, size);
    expect(labels[1].at.y).toBeCloseTo(centre.y - 2 * pixelsPerMile(highlandFields.lat, 13), 6);
  });

  it('shows road shields at every zoom, as the outline is drawn at every zoom (issue 33)', () => {
    const outline = {
      lakes: [],
      roads: [{ kind: 'interstate' as const, path: [], shield: { text: 'I-4', at: [28.0, -81.9] as const } }],
    };
    expect(
      mapLabels({ center: { lat: 28.0, lng: -81.9 }, zoom: 11 }, size, [], outline, undefined).map((l) => l.text),
    ).toContain('I-4');
    expect(
      mapLabels({ center: { lat: 28.0, lng: -81.9 }, zoom: 13 }, size, [], outline, undefined).map((l) => l.text),
    ).toContain('I-4');
    expect(
      mapLabels({ center: { lat: 28.0, lng: -81.9 }, zoom: 13 }, size, [], null, undefined).map((l) => l.text),
    ).not.toContain('I-4');
  });
});

describe('distances and directions', () => {
  it('measures Highland Fields to downtown Lakeland as about 5.6 miles', () => {
    expect(formatMiles(milesBetween(highlandFields, towns[0]))).toBe('5.6 mi');
    expect(formatMiles(12.4)).toBe('12 mi');
  });

  it('names the eight directions of a screen offset, y growing downwards', () => {
    expect([
      directionOf(0, -1),
      directionOf(1, -1),
      directionOf(1, 0),
      directionOf(1, 1),
      directionOf(0, 1),
      directionOf(-1, 1),
      directionOf(-1, 0),
      directionOf(-1, -1),
    ]).toEqual(['north', 'northeast', 'east', 'southeast', 'south', 'southwest', 'west', 'northwest']);
  });
});
