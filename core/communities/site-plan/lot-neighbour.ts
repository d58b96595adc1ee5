/** A lot's outline as the API gives it: [x, y] fractions of the picture. */
export type Shape = readonly (readonly [number, number])[];
export type Direction = 'left' | 'right' | 'up' | 'down';

const AXES: Record<Direction, [number, number]> = { left: [-1, 0], right: [1, 0], up: [0, -1], down: [0, 1] };

/** The middle of an outline (the mean of its corners: lots are small and nearly square). */
export function centroid(shape: Shape): { x: number; y: number } {
  if (!shape.length) return { x: 0, y: 0 };
  return {
    x: shape.reduce((s, [x]) => s + x, 0) / shape.length,
    y: shape.reduce((s, [, y]) => s + y, 0) / shape.length,
  };
}

/**
 * The lot an arrow key moves to: of the lots whose middle lies that way (ahead by more than a
 * hair), the nearest, where going sideways counts three times going ahead, so → stays in the row
 * and ↓ crosses the street to the lot below rather than to a diagonal. Undefined at an edge.
 */
export function neighbourLot<L extends { id: number; shape: Shape }>(
  lots: readonly L[],
  fromId: number,
  direction: Direction,
): L | undefined {
  const from = lots.find((l) => l.id === fromId);
  if (!from) return lots[0];
  const at = centroid(from.shape);
  const [ax, ay] = AXES[direction];
  let best: L | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const lot of lots) {
    if (lot.id === fromId) continue;
    const c = centroid(lot.shape);
    const [dx, dy] = [c.x - at.x, c.y - at.y];
    const ahead = dx * ax + dy * ay;
    if (ahead <= 1e-6) continue;
    const sideways = Math.abs(dx * ay - dy * ax);
    const score = ahead + 3 * sideways;
    if (score < bestScore) [best, bestScore] = [lot, score];
  }
  return best;
}

/** The arrow keys' directions. */
export const ARROW_DIRECTIONS: Record<string, Direction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};
