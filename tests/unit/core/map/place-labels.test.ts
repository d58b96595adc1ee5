import { describe, expect, it } from 'vitest';
import { overlaps, type Rect } from '../../../../core/map/marker-box';
import { type LabelRequest, placeLabels } from '../../../../core/map/place-labels';

const map = { width: 400, height: 300 };
const town = (key: string, x: number, y: number, width = 60): LabelRequest => ({
  key,
  at: { x, y },
  size: { width, height: 14 },
  sits: 'beside',
});
const boxOf = (placed: { left: number; top: number }, r: LabelRequest): Rect => ({
  left: placed.left,
  top: placed.top,
  right: placed.left + r.size.width,
  bottom: placed.top + r.size.height,
});

describe('placing the names of towns around the pins', () => {
  it('writes a town right of its dot when nothing is there', () => {
    expect(placeLabels([town('Bartow', 100, 100)], [], map)).toEqual([
      { key: 'Bartow', left: 107, top: 93, dot: true },
    ]);
  });

  it('never lets a name cover a pin: it moves to the other side of its dot', () => {
    const pin = { left: 110, top: 60, right: 154, bottom: 104 };
    const [placed] = placeLabels([town('Bartow', 100, 100)], [pin], map);
    expect(placed.left + 60).toBeLessThanOrEqual(100);
    expect(overlaps(boxOf(placed, town('Bartow', 100, 100)), pin)).toBe(false);
  });

  it('names a town a pin stands on past the pin, without its dot', () => {
    const pin = { left: 78, top: 56, right: 122, bottom: 100 };
    const [placed] = placeLabels([town('Davenport', 100, 90)], [pin], map);
    expect(placed.dot).toBe(false);
    expect(overlaps(boxOf(placed, town('Davenport', 100, 90)), pin)).toBe(false);
  });

  it('keeps names apart and inside the map, and leaves out one with no room', () => {
    const requests = [town('Lakeland', 380, 150), town('Lake Alfred', 380, 152), town('Polk City', 200, 5, 380)];
    const placed = placeLabels(requests, [], map);
    const boxes = placed.map((p) => boxOf(p, requests.find((r) => r.key === p.key)!));
    for (const b of boxes) expect(b.left >= 0 && b.top >= 0 && b.right <= 400 && b.bottom <= 300).toBe(true);
    expect(overlaps(boxes[0], boxes[1])).toBe(false);
    expect(placed.map((p) => p.key)).toContain('Lakeland');
  });

  it('pulls a pointer to a place beyond the map inside its edge', () => {
    const [placed] = placeLabels(
      [{ key: 'toward', at: { x: 200, y: -400 }, size: { width: 120, height: 20 }, sits: 'edge' }],
      [],
      map,
    );
    expect(placed).toEqual({ key: 'toward', left: 140, top: 8, dot: false });
  });
});
