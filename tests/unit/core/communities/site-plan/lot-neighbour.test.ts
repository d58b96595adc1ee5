import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centroid, neighbourLot } from '../../../../../core/communities/site-plan/lot-neighbour';

/** A square lot of side 0.05 with its top left at (x, y). */
const square = (id: number, x: number, y: number) => ({
  id,
  shape: [
    [x, y],
    [x + 0.05, y],
    [x + 0.05, y + 0.05],
    [x, y + 0.05],
  ] as [number, number][],
});

// Two rows of three across a street, and a lot far off to the right and a little lower.
const lots = [
  square(1, 0.1, 0.1),
  square(2, 0.2, 0.1),
  square(3, 0.3, 0.1),
  square(4, 0.1, 0.3),
  square(5, 0.2, 0.3),
  square(6, 0.3, 0.3),
  square(7, 0.8, 0.2),
];

describe('neighbourLot: where an arrow key goes from a lot', () => {
  it('goes along the row with → and ←, across the street with ↓ and ↑', () => {
    expect(neighbourLot(lots, 1, 'right')?.id).toBe(2);
    expect(neighbourLot(lots, 2, 'left')?.id).toBe(1);
    expect(neighbourLot(lots, 2, 'down')?.id).toBe(5);
    expect(neighbourLot(lots, 5, 'up')?.id).toBe(2);
  });

  it('prefers the lot straight ahead to a nearer one off to the side', () => {
    // From 3, → reaches 7 (ahead, a little lower), not 6 (below).
    expect(neighbourLot(lots, 3, 'right')?.id).toBe(7);
    expect(neighbourLot(lots, 6, 'right')?.id).toBe(7);
  });

  it('stays put at an edge: nothing to the left of the first lot, nothing above the top row', () => {
    expect(neighbourLot(lots, 1, 'left')).toBeUndefined();
    expect(neighbourLot(lots, 2, 'up')).toBeUndefined();
  });

  it('starts from the first lot when the lot it came from is gone (the filter hid it)', () => {
    expect(neighbourLot(lots, 99, 'right')?.id).toBe(1);
  });

  it('always moves the way the arrow points, on any field of lots', () => {
    const grid = fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 })), {
      minLength: 2,
      maxLength: 30,
      selector: ([x, y]) => `${x},${y}`,
    });
    fc.assert(
      fc.property(grid, fc.constantFrom('left', 'right', 'up', 'down' as const), (cells, direction) => {
        const field = cells.map(([x, y], i) => square(i, x / 10, y / 10));
        for (const lot of field) {
          const next = neighbourLot(field, lot.id, direction);
          if (!next) continue;
          const [a, b] = [centroid(lot.shape), centroid(next.shape)];
          const ahead = { left: a.x - b.x, right: b.x - a.x, up: a.y - b.y, down: b.y - a.y }[direction];
          expect(ahead).toBeGreaterThan(0);
        }
      }),
    );
  });
});
