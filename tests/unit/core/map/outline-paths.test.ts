import { describe, expect, it } from 'vitest';
import { POLK_COUNTY_OUTLINE } from '../../../../core/communities/polk-county-outline';
import { outlinePaths, smoothLine, smoothRing } from '../../../../core/map/outline-paths';

describe('the schematic outline drawn under the keyless map', () => {
  it('draws a lake as one closed curve through the middles of its sides', () => {
    expect(
      smoothRing([
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 10, y: 10 },
        { x: 0, y: 10 },
      ]),
    ).toBe('M0.0 5.0Q0.0 0.0 5.0 0.0Q10.0 0.0 10.0 5.0Q10.0 10.0 5.0 10.0Q0.0 10.0 0.0 5.0Z');
  });

  it('draws a road from its first point to its last', () => {
    expect(
      smoothLine([
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 10, y: 10 },
      ]),
    ).toBe('M0.0 0.0Q10.0 0.0 10.0 5.0L10.0 10.0');
  });

  it('makes a path for every lake and road of Polk County, and stays a small file', async () => {
    const paths = outlinePaths(POLK_COUNTY_OUTLINE, 10);
    expect(paths.lakes.every((d) => d.endsWith('Z'))).toBe(true);
    expect(paths.roads.map((r) => r.kind)).toContain('interstate');
    expect(JSON.stringify(POLK_COUNTY_OUTLINE).length).toBeLessThan(4000);
  });
});
