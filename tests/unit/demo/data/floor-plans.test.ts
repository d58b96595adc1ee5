import { describe, expect, it } from 'vitest';
import { LANAI_RULE, plausibleRoom, ROOM_RULES, ruleFor } from '../../../../demo/data/floor-plan-rules';
import { floorPlanDoors, swingBox } from '../../../../demo/data/floor-plan-doors';
import {
  abbreviate,
  type Box,
  floorPlanLabels,
  interior,
  lineBox,
  PX,
  roomSize,
  textWidth,
} from '../../../../demo/data/floor-plan-labels';
import { floorPlanDrawings, floorPlanLayout, type RoomBox } from '../../../../demo/data/floor-plans';
import { PLAN_DESIGNS } from '../../../../demo/data/plans';
import { drawFloorPlan } from '../../../../demo/floor-plan-image';

/** Every seeded drawing: each plan's floors, and its first floor with the option where it has one. */
const drawings = PLAN_DESIGNS.flatMap((design) =>
  floorPlanDrawings(design).map((drawing) => {
    const layout = floorPlanLayout(drawing);
    const doors = floorPlanDoors(drawing, layout.boxes);
    return { design, drawing, ...layout, doors, labels: floorPlanLabels(layout, doors), svg: drawFloorPlan(drawing) };
  }),
);
const named = (d: (typeof drawings)[number]) => `${d.design.name}, ${d.drawing.floor.label}`;
const size = (b: Pick<RoomBox, 'w' | 'h'>) => `${b.w} × ${b.h} ft`;

const overlap = (a: RoomBox, b: RoomBox) =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

describe('the seeded floor plans, against the rules a buyer expects (demo/data/floor-plan-rules.ts)', () => {
  it('refuses the rooms a buyer would find odd: a 10 × 30 bedroom, a garage narrower than two cars, a primary of 11 ft', () => {
    expect(plausibleRoom('Bedroom 2', 10, 30)).toBe(false);
    expect(plausibleRoom('Bedroom 2', 12, 13)).toBe(true);
    expect(plausibleRoom('Garage', 16, 22)).toBe(false);
    expect(plausibleRoom('Garage', 21, 21)).toBe(true);
    expect(plausibleRoom("Owner's Suite", 11, 17)).toBe(false);
    expect(plausibleRoom("Owner's Suite", 15, 14)).toBe(true);
    expect(plausibleRoom('Ballroom', 20, 20)).toBe(false);
    expect(ROOM_RULES.length).toBeGreaterThan(5);
  });

  it('gives every room a known kind and a plausible size and proportion', () => {
    const odd = drawings.flatMap((d) =>
      d.boxes
        .filter((b) => !ruleFor(b.name) || !plausibleRoom(b.name, b.w, b.h))
        .map((b) => `${named(d)}: ${b.name} ${size(b)}`),
    );
    expect(odd).toEqual([]);
  });

  it('puts a covered lanai 10-12 ft deep behind each plan’s living area, wider than deep', () => {
    const lanais = drawings.filter((d) => d.drawing.floor.label !== 'Second floor');
    const odd = lanais
      .filter(
        (d) =>
          !d.lanai ||
          d.lanai.h < LANAI_RULE.depth[0] ||
          d.lanai.h > LANAI_RULE.depth[1] ||
          d.lanai.w < LANAI_RULE.minWidth ||
          !d.boxes.some((b) => b.name === 'Great Room' && overlap(b, { ...d.lanai!, h: d.lanai!.h + 1 }) > 0),
      )
      .map((d) => `${named(d)}: ${d.lanai ? size(d.lanai) : 'none'}`);
    expect(odd).toEqual([]);
  });

  it('fills each floor’s outline with its rooms, without overlap, in whole feet', () => {
    const problems: string[] = [];
    for (const d of drawings) {
      d.columns.forEach((column) => {
        const rooms = d.boxes.filter((b) => b.column === column.column);
        const area = rooms.reduce((sum, b) => sum + b.w * b.h, 0);
        if (area !== column.w * column.h) problems.push(`${named(d)}: column ${column.column} not filled`);
        for (const b of rooms)
          if (b.x < column.x || b.y < column.y || b.x + b.w > column.x + column.w || b.y + b.h > column.y + column.h)
            problems.push(`${named(d)}: ${b.name} outside its column`);
      });
      for (const [i, a] of d.boxes.entries()) {
        if (!Number.isInteger(a.w) || !Number.isInteger(a.h)) problems.push(`${named(d)}: ${a.name} ${size(a)}`);
        for (const b of d.boxes.slice(i + 1))
          if (overlap(a, b) > 0) problems.push(`${named(d)}: ${a.name} overlaps ${b.name}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('draws each plan’s bedrooms, a garage for its cars, and about its square feet', () => {
    const problems: string[] = [];
    for (const design of PLAN_DESIGNS) {
      const floors = floorPlanDrawings(design).filter((d) => !d.floor.label.includes('option'));
      const rooms = floors.flatMap((d) => floorPlanLayout(d).boxes);
      const bedrooms = rooms.filter((b) => /^(Bedroom \d|Owner's Suite)$/.test(b.name)).length;
      if (bedrooms !== design.bed_low) problems.push(`${design.name}: ${bedrooms} bedrooms, not ${design.bed_low}`);
      const garage = rooms.find((b) => b.name === 'Garage');
      if (!garage || garage.w < design.garage * 10) problems.push(`${design.name}: garage ${garage && size(garage)}`);
      const heated = floors.reduce((sum, d) => sum + d.floor.sqft, 0);
      if (Math.abs(heated - design.sqft_low) > design.sqft_low * 0.07)
        problems.push(`${design.name}: ${heated} sq ft drawn for ${design.sqft_low}`);
    }
    expect(problems).toEqual([]);
  });

  it('prints each room’s size as drawn', () => {
    const problems: string[] = [];
    for (const d of drawings) {
      const svg = d.svg.replace(/&#39;/g, "'");
      const printed = [...svg.matchAll(/>(\d+'(?:\d+")?) × (\d+'(?:\d+")?)</g)].map((m) => `${m[1]} × ${m[2]}`);
      const drawn = new Set([...d.boxes, ...(d.lanai ? [d.lanai] : [])].map(roomSize));
      for (const text of printed) if (!drawn.has(text)) problems.push(`${named(d)}: prints ${text}`);
      for (const b of d.boxes.filter((r) => /^(Bedroom \d|Owner's Suite|Garage|Great Room)$/.test(r.name)))
        if (!printed.includes(roomSize(b))) problems.push(`${named(d)}: ${b.name} without its size`);
    }
    expect(problems).toEqual([]);
  });

  it('estimates text wide enough for DejaVu Sans, the widest face the drawing’s fonts fall to', () => {
    // Chromium's canvas on Linux measures "Walk-in Closet" in DejaVu Sans Bold at 100 px as 812 px, "16' × 17'" in Book as 458.
    expect(textWidth('Walk-in Closet', 100, true)).toBeGreaterThanOrEqual(812);
    expect(textWidth("16' × 17'", 100, false)).toBeGreaterThanOrEqual(458);
    expect(abbreviate('Walk-in Closet')).toBe('W.I.C.');
    expect(abbreviate("Owner's Bath")).toBe("Owner's Ba.");
  });

  it('labels every room inside its walls, clear of every door swing and of the other labels', () => {
    const problems: string[] = [];
    const inside = (a: Box, b: Box) => a.x >= b.x && a.y >= b.y && a.x + a.w <= b.x + b.w && a.y + a.h <= b.y + b.h;
    const meet = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
    for (const d of drawings) {
      const { svg } = d;
      const swings = d.doors.map(swingBox).map((s) => ({ x: s.x * PX, y: s.y * PX, w: s.w * PX, h: s.h * PX }));
      const walls = (b: RoomBox) =>
        b === d.lanai
          ? { x: (b.x + 1) * PX, y: b.y * PX, w: (b.w - 2) * PX, h: (b.h - 0.8) * PX }
          : interior(b, d.columns[b.column]);
      const labelled = new Set(d.labels.map((l) => l.room));
      for (const b of [...d.boxes, ...(d.lanai ? [d.lanai] : [])])
        if (b.kind !== 'stair' && b.name !== 'Hall' && !labelled.has(b))
          problems.push(`${named(d)}: ${b.name} without a label`);
      for (const [i, label] of d.labels.entries())
        for (const line of label.lines) {
          const box = lineBox(line);
          const what = `${named(d)}: "${line.text}" of ${label.room.name}`;
          if (!svg.includes(`font-size="${line.size}"`) || !svg.includes(`>${line.text.replace(/'/g, '&#39;')}<`))
            problems.push(`${what} not drawn`);
          if (!inside(box, walls(label.room))) problems.push(`${what} over a wall`);
          if (swings.some((s) => meet(box, s))) problems.push(`${what} over a door swing`);
          for (const other of d.labels.slice(i + 1))
            if (other.lines.some((o) => meet(box, lineBox(o))))
              problems.push(`${what} over ${other.room.name}'s label`);
        }
    }
    expect(problems).toEqual([]);
  });

  it('gives every room a buyer walks into a door, studies, game rooms and bonus suites from a hall or living space', () => {
    const problems: string[] = [];
    for (const d of drawings) {
      for (const b of d.boxes.filter((r) => r.kind === 'room' || r.kind === 'wet' || r.name === 'Walk-in Closet')) {
        const door = d.doors.find((o) => o.room === b.name);
        if (!door) problems.push(`${named(d)}: ${b.name} without a door`);
        else if (/^(Study|Game Room|Bonus Suite)$/.test(b.name)) {
          const from = d.boxes.find((o) => o.name === door.from);
          if (!from || (from.kind !== 'open' && from.kind !== 'stair'))
            problems.push(`${named(d)}: ${b.name} opens from ${door.from}`);
        }
      }
      for (const door of d.doors) {
        const from = d.boxes.find((o) => o.name === door.from);
        // The owner's walk-in closet (or linen) beyond the owner's bath, and a one-story plan's laundry beyond
        // the owner's closet, are suites a buyer knows; no other room opens off a wet room or a closet.
        const suite =
          ((door.room === 'Walk-in Closet' || door.room === 'Linen') && door.from === "Owner's Bath") ||
          (door.room === 'Laundry' && door.from === 'Walk-in Closet');
        if (door.room !== 'Garage' && !suite && from && ['closet', 'wet', 'garage'].includes(from.kind))
          problems.push(`${named(d)}: ${door.room} opens from ${door.from}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('opens every bedroom, study and flex room from a hall, the stair, the loft or a living space, a bath or closet from its room', () => {
    const problems: string[] = [];
    for (const d of drawings)
      for (const b of d.boxes.filter((r) => r.kind === 'room')) {
        const door = d.doors.find((o) => o.room === b.name);
        const from = d.boxes.find((o) => o.name === door?.from);
        if (!from || (from.kind !== 'open' && from.kind !== 'stair'))
          problems.push(`${named(d)}: ${b.name} opens from ${door?.from ?? 'nowhere'}`);
      }
    expect(problems).toEqual([]);
  });

  it('keeps a single-story plan’s outline no more stretched than a builder draws it', () => {
    const wide = drawings
      .filter((d) => d.design.stories === 1 && d.width / d.depth > 2.7)
      .map((d) => `${named(d)}: ${d.width} × ${d.depth} ft`);
    expect(wide).toEqual([]);
  });
});
