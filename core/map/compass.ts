/** The eight directions, clockwise from the top of the map: how edge markers and pointers say where. */
export const DIRECTIONS = [
  'north',
  'northeast',
  'east',
  'southeast',
  'south',
  'southwest',
  'west',
  'northwest',
] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** The direction of a screen offset (y grows downwards), in eighths of a turn. */
export function directionOf(dx: number, dy: number): Direction {
  const turn = (Math.atan2(dx, -dy) / (2 * Math.PI) + 1) % 1;
  return DIRECTIONS[Math.round(turn * 8) % 8];
}
