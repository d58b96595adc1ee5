import { type Door, swingBox } from './floor-plan-doors';
import type { RoomBox } from './floor-plans';

/**
 * Where a drawing's room labels go, as a draughtsman places them: the name and its size
 * ("12' × 13'") in the room's largest free area, clear of the walls and of every door swing;
 * the type a step smaller in a small room, and the name abbreviated only when no size holds it
 * whole. Positions are in drawing pixels (demo/floor-plan-image.ts's PX a foot, from the plan's
 * corner); tests/unit/demo/data/floor-plans.test.ts measures the drawn text against the walls
 * and swings with textWidth.
 */

export type Box = { x: number; y: number; w: number; h: number };

/** Pixels a foot, and the walls' reach into a room: outer walls are 16 px thick, inner ones 4. */
export const PX = 10;
export const OUTER_WALL = 0.8;
export const INNER_WALL = 0.2;

/** Name sizes in pixels, largest first; the size line is 0.82 of the name's, at most 15. */
const SIZES = [18, 16, 14, 13, 12, 11, 10] as const;
/** Pixels kept between a label and a wall or a swing. */
const CLEAR = 3;

/** Abbreviations a sales drawing uses, tried word by word only when the whole name does not fit. */
export const ABBREVIATIONS: readonly (readonly [RegExp, string])[] = [
  [/Walk-in Closet/, 'W.I.C.'],
  [/Bedroom/, 'Bed.'],
  [/Bath/, 'Ba.'],
  [/Suite/, 'Ste.'],
  [/Room/, 'Rm.'],
  [/Laundry/, 'Ldry.'],
  [/Pantry/, 'Pan.'],
  [/Linen/, 'Lin.'],
  [/Closet/, 'Clo.'],
  [/Kitchen/, 'Kit.'],
  [/Dining/, 'Din.'],
  [/Powder/, 'Pwd.'],
  [/Covered/, 'Cov.'],
];

export const abbreviate = (name: string) =>
  ABBREVIATIONS.reduce((text, [word, short]) => text.replace(word, short), name);

/**
 * Text width in em, per character, a little over DejaVu Sans as Chromium on Linux measures it (the
 * widest font the drawing's family falls to; Segoe UI, Roboto and San Francisco are narrower).
 */
const WIDTHS: readonly (readonly [RegExp, number, number])[] = [
  // [characters, bold, regular]
  [/[MW]/, 1.1, 1.0],
  [/[IJ]/, 0.4, 0.31],
  [/[A-Z]/, 0.86, 0.8],
  [/[mw]/, 1.06, 0.98],
  [/[ijl]/, 0.36, 0.3],
  [/[frt]/, 0.5, 0.42],
  [/[0-9]/, 0.72, 0.66],
  [/[ '.]/, 0.4, 0.34],
  [/["-]/, 0.54, 0.48],
  [/×/, 0.86, 0.86],
];
function charWidth(ch: string, bold: boolean): number {
  const row = WIDTHS.find(([chars]) => chars.test(ch));
  return row ? row[bold ? 1 : 2] : bold ? 0.74 : 0.66;
}
export const textWidth = (text: string, size: number, bold: boolean) =>
  [...text].reduce((sum, ch) => sum + charWidth(ch, bold), 0) * size;

/** 14 ft → 14'; 14.5 ft → 14'6": sizes rounded to the half foot, as a sales drawing gives them. */
export function feetAndInches(feet: number): string {
  const half = Math.round(feet * 2) / 2;
  return half % 1 ? `${Math.floor(half)}'6"` : `${half}'`;
}
export const roomSize = (b: Pick<RoomBox, 'w' | 'h'>) => `${feetAndInches(b.w)} × ${feetAndInches(b.h)}`;

export interface LabelLine {
  text: string;
  size: number;
  bold: boolean;
  /** The middle of the line and its baseline. */
  x: number;
  y: number;
}
export interface RoomLabel {
  room: RoomBox;
  lines: LabelLine[];
  /** The block the lines fill. */
  box: Box;
}

/** A line's box: the baseline sits at 0.8 of the size below the top, descenders reach 0.25 below it. */
export const lineBox = (l: Pick<LabelLine, 'text' | 'size' | 'bold' | 'x' | 'y'>): Box => {
  const w = textWidth(l.text, l.size, l.bold);
  return { x: l.x - w / 2, y: l.y - 0.8 * l.size, w, h: 1.05 * l.size };
};

const intersects = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** A room's floor inside its walls, in pixels: outer walls run round each column. */
export function interior(b: RoomBox, column: RoomBox | undefined): Box {
  const edge = (p: number, q: number) => (column && Math.abs(p - q) < 0.01 ? OUTER_WALL : INNER_WALL);
  const left = edge(b.x, column?.x ?? Number.NaN);
  const right = edge(b.x + b.w, (column?.x ?? Number.NaN) + (column?.w ?? 0));
  const top = edge(b.y, column?.y ?? Number.NaN);
  const bottom = edge(b.y + b.h, (column?.y ?? Number.NaN) + (column?.h ?? 0));
  return { x: (b.x + left) * PX, y: (b.y + top) * PX, w: (b.w - left - right) * PX, h: (b.h - top - bottom) * PX };
}

/** The lines of a label at one name size, stacked round y = 0: the name on one line or two, then its size. */
function block(name: string[], size: string | undefined, px: number): Omit<LabelLine, 'x'>[] {
  const small = Math.min(Math.round(px * 0.82), 15);
  const lines = name.map((text, i) => ({ text, size: px, bold: true, y: i * 1.1 * px }));
  if (size) lines.push({ text: size, size: small, bold: false, y: (name.length - 1) * 1.1 * px + 1.1 * small });
  return lines;
}

/**
 * The ways to set a name, best first: whole at the larger sizes, then broken before its last word
 * (as drawings stack "Covered / Lanai"; never before a bedroom's number), then the smaller sizes.
 */
function settings(name: string, most: number): [string[], number][] {
  const cut = name.lastIndexOf(' ');
  const broken = cut > 0 && !/^\d+$/.test(name.slice(cut + 1)) ? [name.slice(0, cut), name.slice(cut + 1)] : undefined;
  const large = SIZES.filter((px) => px >= 14 && px <= most);
  const small = SIZES.filter((px) => px < 14);
  return [
    ...large.map((px): [string[], number] => [[name], px]),
    ...(broken ? large.map((px): [string[], number] => [broken, px]) : []),
    ...small.flatMap((px): [string[], number][] => [
      [[name], px],
      ...(broken ? [[broken, px] as [string[], number]] : []),
    ]),
  ];
}

/** The best place for a block in a free area: the centre of the largest clear stretch round it. */
function place(area: Box, swings: Box[], lines: Omit<LabelLine, 'x'>[]): LabelLine[] | undefined {
  const boxes = lines.map((l) => lineBox({ ...l, x: 0 }));
  const x0 = Math.min(...boxes.map((b) => b.x));
  const y0 = Math.min(...boxes.map((b) => b.y));
  const w = Math.max(...boxes.map((b) => b.x + b.w)) - x0;
  const h = Math.max(...boxes.map((b) => b.y + b.h)) - y0;
  const inner = { x: area.x + CLEAR, y: area.y + CLEAR, w: area.w - 2 * CLEAR, h: area.h - 2 * CLEAR };
  if (w > inner.w || h > inner.h) return undefined;
  const cx = inner.x + inner.w / 2;
  const cy = inner.y + inner.h / 2;
  let best: { x: number; y: number; score: number } | undefined;
  const steps = 8;
  for (let i = 0; i <= steps; i++)
    for (let j = 0; j <= steps; j++) {
      const x = inner.x + ((inner.w - w) * i) / steps;
      const y = inner.y + ((inner.h - h) * j) / steps;
      const box = { x: x - CLEAR, y: y - CLEAR, w: w + 2 * CLEAR, h: h + 2 * CLEAR };
      if (swings.some((s) => intersects(box, s))) continue;
      // Farthest from every swing, then nearest the room's middle.
      const gap = Math.min(
        12,
        ...swings.map((s) => Math.max(s.x - (x + w), x - (s.x + s.w), s.y - (y + h), y - (s.y + s.h))),
      );
      const score = gap - Math.hypot(x + w / 2 - cx, y + h / 2 - cy) / 4;
      if (!best || score > best.score) best = { x, y, score };
    }
  if (!best) return undefined;
  const { x, y } = best;
  return lines.map((l) => ({ ...l, x: x - x0, y: y - y0 + l.y }));
}

/**
 * A room's label in its free area: the whole name with its size at the largest type that fits,
 * then the abbreviated name, then (for a closet too small for both) the name alone.
 */
export function labelRoom(room: RoomBox, area: Box, doors: Door[], withSize: boolean): RoomLabel | undefined {
  const swings = doors.map(swingBox).map((s) => ({ x: s.x * PX, y: s.y * PX, w: s.w * PX, h: s.h * PX }));
  const size = withSize ? roomSize(room) : undefined;
  const short = abbreviate(room.name);
  // A bath's or closet's name never shouts over the bedrooms': 14 px at most.
  const most = room.kind === 'wet' || room.kind === 'closet' ? 14 : SIZES[0];
  const tries: [string, string | undefined][] = [[room.name, size]];
  if (short !== room.name) tries.push([short, size]);
  if (size) tries.push([short, undefined]);
  for (const [full, dims] of tries)
    for (const [name, px] of settings(full, most)) {
      const lines = place(area, swings, block(name, dims, px));
      if (lines) {
        const boxes = lines.map(lineBox);
        const x = Math.min(...boxes.map((b) => b.x));
        const y = Math.min(...boxes.map((b) => b.y));
        return {
          room,
          lines,
          box: {
            x,
            y,
            w: Math.max(...boxes.map((b) => b.x + b.w)) - x,
            h: Math.max(...boxes.map((b) => b.y + b.h)) - y,
          },
        };
      }
    }
  return undefined;
}

/** The covered lanai's floor: inside its dashed outline and posts, in front of the house's back wall. */
const lanaiInterior = (l: RoomBox): Box => ({
  x: (l.x + 1.6) * PX,
  y: (l.y + 0.6) * PX,
  w: (l.w - 3.2) * PX,
  h: (l.h - 0.6 - OUTER_WALL - 0.8) * PX,
});

/** Every label of a drawing: each room's but the stair's and the halls', and the lanai's. */
export function floorPlanLabels(
  layout: { boxes: RoomBox[]; columns: RoomBox[]; lanai?: RoomBox },
  doors: Door[],
): RoomLabel[] {
  const labels: RoomLabel[] = [];
  for (const b of layout.boxes) {
    // A hall and a stair say what they are by their shape, as on a sales drawing.
    if (b.kind === 'stair' || b.name === 'Hall') continue;
    const label = labelRoom(b, interior(b, layout.columns[b.column]), doors, true);
    if (label) labels.push(label);
  }
  if (layout.lanai) {
    const label = labelRoom(layout.lanai, lanaiInterior(layout.lanai), [], true);
    if (label) labels.push(label);
  }
  return labels;
}
