/**
 * What a buyer expects of a room of a Florida single-family plan, as data: each room's shorter and
 * longer side in feet, and how long it may be for its width. demo/data/floor-plans.ts sizes the
 * seeded drawings within these rules, and tests/unit/demo/floor-plans.test.ts checks every plan
 * against them, so a drawing with a 10 × 30 ft bedroom or a garage narrower than a car fails.
 */
export interface RoomRule {
  /** The room names the rule covers. */
  rooms: RegExp;
  /** The shorter side, least and most (feet). */
  short: readonly [number, number];
  /** The longer side, least and most (feet). */
  long: readonly [number, number];
  /** Longer side over shorter side, at most. */
  ratio: number;
}

export const ROOM_RULES: readonly RoomRule[] = [
  // Two cars side by side need about 20 × 20 ft; a third bay makes it about 30 wide.
  { rooms: /^Garage$/, short: [19, 23], long: [19, 33], ratio: 1.6 },
  { rooms: /^Owner's Suite$/, short: [13, 16], long: [13, 17], ratio: 1.3 },
  { rooms: /^Bedroom \d$/, short: [11, 14], long: [11, 15], ratio: 1.35 },
  { rooms: /^(Study|Flex Room|Game Room|Bonus Suite)$/, short: [10, 15], long: [10, 17], ratio: 1.5 },
  { rooms: /^Great Room$/, short: [13, 20], long: [14, 24], ratio: 1.6 },
  { rooms: /^Kitchen$/, short: [11, 16], long: [12, 20], ratio: 1.8 },
  { rooms: /^(Dining|Nook)$/, short: [9, 14], long: [10, 17], ratio: 1.6 },
  { rooms: /^Loft$/, short: [10, 16], long: [12, 20], ratio: 1.7 },
  { rooms: /^Foyer$/, short: [6, 9], long: [7, 20], ratio: 3 },
  { rooms: /^(Owner's Bath|Bath \d|Powder|Laundry)$/, short: [5, 11], long: [6, 16], ratio: 2.8 },
  { rooms: /^(Walk-in Closet|Pantry|Linen|Closet)$/, short: [4, 8], long: [4, 16], ratio: 4 },
  // The upstairs hall from the stair to the loft.
  { rooms: /^Hall$/, short: [4, 13], long: [6, 24], ratio: 6 },
  // A stair hall holding a U-shaped stair.
  { rooms: /^Stair$/, short: [8, 13], long: [9, 14], ratio: 1.6 },
];

/** The covered lanai behind the great room: 10 to 12 ft deep, and wider than deep. */
export const LANAI_RULE = { depth: [10, 12], minWidth: 14 } as const;

/** The rule of a room by its name (undefined: a room no rule knows, which the test refuses). */
const known = new Map<string, RoomRule | undefined>();
export function ruleFor(name: string): RoomRule | undefined {
  if (!known.has(name))
    known.set(
      name,
      ROOM_RULES.find((r) => r.rooms.test(name)),
    );
  return known.get(name);
}

/** Whether a room of this name and size is one a buyer would find plausible. */
export function plausibleRoom(name: string, width: number, depth: number): boolean {
  const rule = ruleFor(name);
  if (!rule) return false;
  const short = Math.min(width, depth);
  const long = Math.max(width, depth);
  return (
    short >= rule.short[0] &&
    short <= rule.short[1] &&
    long >= rule.long[0] &&
    long <= rule.long[1] &&
    long / short <= rule.ratio
  );
}
