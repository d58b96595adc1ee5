import { describe, expect, it } from 'vitest';
import { LANAI_RULE, plausibleRoom, ROOM_RULES, ruleFor } from '../../../../demo/data/floor-plan-rules';
import { floorPlanDrawings, floorPlanLayout, type RoomBox } from '../../../../demo/data/floor-plans';
import { PLAN_DESIGNS } from '../../../../demo/data/plans';
import { drawFloorPlan, feetAndInches } from '../../../../demo/floor-plan-image';

/** Every seeded drawing: each plan's floors, and its first floor with the option where it has one. */
const drawings = PLAN_DESIGNS.flatMap((design) =>
  floorPlanDrawings(design).map((drawing) => ({ design, drawing, ...floorPlanLayout(drawing) })),
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
      const svg = drawFloorPlan(d.drawing);
      const printed = [...svg.matchAll(/>(\d+'\d+") x (\d+'\d+")</g)].map((m) => `${m[1]} x ${m[2]}`);
      const drawn = new Set(
        [...d.boxes, ...(d.lanai ? [d.lanai] : [])].map((b) => `${feetAndInches(b.w)} x ${feetAndInches(b.h)}`),
      );
      for (const text of printed) if (!drawn.has(text)) problems.push(`${named(d)}: prints ${text}`);
      for (const b of d.boxes.filter((r) => /^(Bedroom \d|Owner's Suite|Garage|Great Room)$/.test(r.name)))
        if (!printed.includes(`${feetAndInches(b.w)} x ${feetAndInches(b.h)}`))
          problems.push(`${named(d)}: ${b.name} without its size`);
    }
    expect(problems).toEqual([]);
  });
});
