import type { FloorPlanDrawing, RoomBox } from './floor-plans';

/**
 * The doors of a drawing, in feet, as data: demo/floor-plan-image.ts draws them, the labels keep
 * clear of their swings, and tests/unit/demo/data/floor-plans.test.ts checks that every room a
 * buyer walks into has one from a hall or living space.
 */
export interface Door {
  /** The hinge, in feet (the back wall at y = 0). */
  x: number;
  y: number;
  /** The wall the door is in runs along x (a front or back wall) or along y (a side wall). */
  along: 'x' | 'y';
  width: number;
  /** Which way the leaf swings from the wall: +1 toward larger x or y. */
  swing: 1 | -1;
  /** The room the door serves (the swing lies in it) and the one it opens from. */
  room: string;
  from: string;
}

/** Where a room is entered from, best first: a hall or living space; a suite's bath and closet from the suite. */
const ENSUITE: Record<string, readonly string[]> = {
  "Owner's Bath": ["Owner's Suite"],
  'Walk-in Closet': ["Owner's Suite", "Owner's Bath"],
  Linen: ["Owner's Bath"],
  // The laundry beyond the owner's closet, as Florida builders draw it in a one-story plan.
  Laundry: ['Walk-in Closet'],
};
const isHall = (b: RoomBox) => b.kind === 'open' || b.kind === 'stair';

/** The wall two boxes share, if any: where it runs and its ends. */
function sharedWall(a: RoomBox, b: RoomBox): { along: 'x' | 'y'; at: number; from: number; to: number } | undefined {
  const near = (p: number, q: number) => Math.abs(p - q) < 0.01;
  for (const at of [a.x, a.x + a.w])
    if (near(at, b.x) || near(at, b.x + b.w)) {
      const from = Math.max(a.y, b.y);
      const to = Math.min(a.y + a.h, b.y + b.h);
      if (to > from) return { along: 'y', at, from, to };
    }
  for (const at of [a.y, a.y + a.h])
    if (near(at, b.y) || near(at, b.y + b.h)) {
      const from = Math.max(a.x, b.x);
      const to = Math.min(a.x + a.w, b.x + b.w);
      if (to > from) return { along: 'x', at, from, to };
    }
  return undefined;
}

/** The neighbours a closed room may open onto, best first; never a closet, a wet room or the garage. */
function entries(room: RoomBox, boxes: RoomBox[]): RoomBox[] {
  const suite = ENSUITE[room.name];
  const rank = (b: RoomBox) => {
    // Through a wet room or closet only within the suite's own column (a closet beyond its bath).
    if (suite?.includes(b.name) && (b.kind === 'room' || b.column === room.column)) return suite.indexOf(b.name);
    // A bedroom's bath opens off the bedroom, not off the dining room beside it.
    if (/^Bath \d$/.test(room.name) && b.kind === 'room' && /^Bedroom|Room$/.test(b.name)) return 5;
    if (isHall(b)) return 10 + (b.kind === 'stair' ? 1 : 0);
    // A bedroom through another room: drawn rather than no door, and refused by the test.
    if (b.kind === 'room') return 20;
    return -1;
  };
  return boxes
    .filter((b) => b !== room && rank(b) >= 0)
    .sort((p, q) => rank(p) - rank(q) || Math.abs(p.column - room.column) - Math.abs(q.column - room.column));
}

/** Feet kept clear between a door and the corner of a thick outer wall. */
const CORNER = 1;

/** A door in the wall a room shares with its best neighbour, near the corner toward the front of the house. */
function doorInto(room: RoomBox, boxes: RoomBox[]): Door | undefined {
  const width = room.kind === 'closet' ? 2.5 : 3;
  for (const from of entries(room, boxes)) {
    const wall = sharedWall(room, from);
    // A door at a hall's end fills the hall's width, but for a hand's breadth each side.
    const corner = Math.min(CORNER, (wall ? wall.to - wall.from - width : 0) / 2);
    if (!wall || corner < 0.4) continue;
    if (wall.along === 'y') {
      const y = wall.to - corner - width;
      return { x: wall.at, y, along: 'y', width, swing: wall.at === room.x ? 1 : -1, room: room.name, from: from.name };
    }
    // In a front or back wall: the end nearer the middle of the house (the lower column numbers).
    const x = from.column <= room.column ? wall.from + corner : wall.to - corner - width;
    return { x, y: wall.at, along: 'x', width, swing: wall.at === room.y ? 1 : -1, room: room.name, from: from.name };
  }
  return undefined;
}

/** Every door of a drawing: each closed room's, the garage's into the house and the front door. */
export function floorPlanDoors(drawing: FloorPlanDrawing, boxes: RoomBox[]): Door[] {
  const doors: Door[] = [];
  for (const b of boxes) {
    if (b.kind === 'open' || b.kind === 'stair' || b.kind === 'garage') continue;
    const door = doorInto(b, boxes);
    if (door) doors.push(door);
  }
  const garage = boxes.find((b) => b.kind === 'garage');
  if (garage) {
    // Into the laundry, kitchen, foyer or stair hall beside it; the leaf swings into the garage.
    const inside = ['Laundry', 'Kitchen', 'Foyer', 'Stair']
      .map((name) => boxes.find((b) => b.column === garage.column + 1 && b.name === name))
      .find((b) => b && Math.min(b.y + b.h, garage.y + garage.h) - Math.max(b.y, garage.y) >= 4);
    if (inside)
      doors.push({
        x: garage.x + garage.w,
        y: Math.max(inside.y, garage.y) + 0.5,
        along: 'y',
        width: 3,
        swing: -1,
        room: 'Garage',
        from: inside.name,
      });
  }
  const { entry } = drawing.floor;
  const foyer = entry === undefined ? undefined : boxes.find((b) => b.column === entry && b.name === 'Foyer');
  if (foyer)
    doors.push({
      x: foyer.x + foyer.w / 2 - 1.75,
      y: foyer.y + foyer.h,
      along: 'x',
      width: 3.5,
      swing: -1,
      room: 'Foyer',
      from: 'outside',
    });
  return doors;
}

/** The square a door's leaf sweeps, in feet. */
export function swingBox(d: Door): { x: number; y: number; w: number; h: number } {
  return d.along === 'x'
    ? { x: d.x, y: d.swing > 0 ? d.y : d.y - d.width, w: d.width, h: d.width }
    : { x: d.swing > 0 ? d.x : d.x - d.width, y: d.y, w: d.width, h: d.width };
}
