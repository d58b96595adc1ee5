import type { Context } from 'hono';
import {
  type FloorPlanDrawing,
  floorPlanDrawings,
  floorPlanLayout,
  LANAI_DEPTH,
  type RoomKind,
} from './data/floor-plans';
import { floorPlanDoors } from './data/floor-plan-doors';
import { floorPlanLabels, PX, type RoomLabel } from './data/floor-plan-labels';
import { PLAN_DESIGNS } from './data/plans';
import { slugify } from './data/slug';

/**
 * A plan's floor plan, drawn on request like the other demo pictures:
 * /demo-assets/floor-plan-aspen-1.svg (first floor), floor-plan-sabal-1-option.svg (with its
 * option). Walls, doors, windows, the garage and the covered lanai, each room named with its size
 * as text, so the drawing stays sharp at any zoom and a screen reader or search can read it.
 */
export function floorPlanImage(c: Context, name: string): Response | Promise<Response> {
  const m = /^floor-plan-([a-z0-9-]+?)-(\d)(-option)?\.svg$/.exec(name);
  // A benchmark plan ("Aspen 31") is drawn as the plan it was made from.
  const design =
    m && PLAN_DESIGNS.find((d) => slugify(d.name) === m[1].replace(/-\d+$/, '') || slugify(d.name) === m[1]);
  if (!m || !design) return c.notFound();
  const drawings = floorPlanDrawings(design);
  const floors = design.stories >= 2 ? 2 : 1;
  const drawing = m[3] ? drawings[floors] : drawings[Number(m[2]) - 1];
  if (!drawing) return c.notFound();
  return c.body(drawFloorPlan(drawing), 200, {
    'Content-Type': 'image/svg+xml',
    'Cache-Control': 'public, max-age=86400',
  });
}

const MARGIN = 60;
const TITLE = 110;
const INK = '#2b2f33';
const FILL: Record<RoomKind, string> = {
  garage: '#ebe8e1',
  room: '#fffdf8',
  open: '#fffdf8',
  wet: '#e6f0f5',
  closet: '#f4f1ea',
  stair: '#fffdf8',
};

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&#39;');
const r1 = (n: number) => Math.round(n * 10) / 10;

/** A label's lines as text: the room's name in bold, its size beneath. */
function label(l: RoomLabel, ox: number, oy: number): string {
  return l.lines
    .map(
      (line) =>
        `<text x="${r1(ox + line.x)}" y="${r1(oy + line.y)}" font-size="${line.size}"${line.bold ? ' font-weight="700"' : ' fill="#4a5560"'} text-anchor="middle">${esc(line.text)}</text>`,
    )
    .join('');
}

/** A hinged door in a wall: the opening, the leaf and its swing. side: the wall the door is in. */
function door(x: number, y: number, along: 'x' | 'y', width: number, swing: 1 | -1): string {
  const w = width * PX;
  if (along === 'x') {
    const leafEnd = y + swing * w;
    return `<rect x="${r1(x)}" y="${r1(y - 5)}" width="${r1(w)}" height="10" fill="#fffdf8"/><path d="M${r1(x)} ${r1(y)}V${r1(leafEnd)}" stroke="${INK}" stroke-width="2"/><path d="M${r1(x)} ${r1(leafEnd)}A${r1(w)} ${r1(w)} 0 0 ${swing > 0 ? 0 : 1} ${r1(x + w)} ${r1(y)}" fill="none" stroke="${INK}" stroke-width="1"/>`;
  }
  const leafEnd = x + swing * w;
  return `<rect x="${r1(x - 5)}" y="${r1(y)}" width="10" height="${r1(w)}" fill="#fffdf8"/><path d="M${r1(x)} ${r1(y)}H${r1(leafEnd)}" stroke="${INK}" stroke-width="2"/><path d="M${r1(leafEnd)} ${r1(y)}A${r1(w)} ${r1(w)} 0 0 ${swing > 0 ? 1 : 0} ${r1(x)} ${r1(y + w)}" fill="none" stroke="${INK}" stroke-width="1"/>`;
}

function windowIn(x: number, y: number, along: 'x' | 'y', length: number): string {
  const l = length * PX;
  return along === 'x'
    ? `<rect x="${r1(x - l / 2)}" y="${r1(y - 5)}" width="${r1(l)}" height="10" fill="#fff" stroke="${INK}" stroke-width="1.5"/><path d="M${r1(x - l / 2)} ${r1(y)}h${r1(l)}" stroke="${INK}" stroke-width="1"/>`
    : `<rect x="${r1(x - 5)}" y="${r1(y - l / 2)}" width="10" height="${r1(l)}" fill="#fff" stroke="${INK}" stroke-width="1.5"/><path d="M${r1(x)} ${r1(y - l / 2)}v${r1(l)}" stroke="${INK}" stroke-width="1"/>`;
}

export function drawFloorPlan(drawing: FloorPlanDrawing): string {
  const { boxes, columns, lanai, width, depth } = floorPlanLayout(drawing);
  const { floor } = drawing;
  const hasLanai = Boolean(lanai);
  const ox = MARGIN;
  const oy = TITLE + (hasLanai ? LANAI_DEPTH * PX : 0) + 20;
  const contentW = width * PX + MARGIN * 2;
  const contentH = oy + depth * PX + MARGIN + 40;
  // A 3:2 canvas, like every picture of the site, so the drawing fills the same box as an elevation.
  const W = Math.max(contentW, (contentH * 3) / 2);
  const H = Math.max(contentH, (W * 2) / 3);
  const dx = (W - contentW) / 2;
  const dy = (H - contentH) / 2;
  const toX = (ft: number) => ox + ft * PX;
  const toY = (ft: number) => oy + ft * PX;
  const out: string[] = [];

  // The lanai, under its roof at the back of the house: dashed, as a drawing shows an outdoor room.
  if (lanai) {
    const lx = lanai.x + 1;
    const lw = lanai.w - 2;
    out.push(
      `<rect x="${r1(toX(lx))}" y="${r1(toY(lanai.y))}" width="${r1(lw * PX)}" height="${lanai.h * PX}" fill="#f3efe4" stroke="${INK}" stroke-width="2" stroke-dasharray="10 6"/>`,
      ...[lx, lx + lw].map(
        (px) => `<rect x="${r1(toX(px) - 6)}" y="${r1(toY(lanai.y) - 6)}" width="12" height="12" fill="${INK}"/>`,
      ),
    );
  }
  // Outer walls: a thick line round each column, whose inner half the room fills cover.
  for (const col of columns)
    out.push(
      `<rect x="${r1(toX(col.x))}" y="${r1(toY(col.y))}" width="${r1(col.w * PX)}" height="${r1(col.h * PX)}" fill="none" stroke="${INK}" stroke-width="16"/>`,
    );
  for (const b of boxes)
    out.push(
      `<rect x="${r1(toX(b.x))}" y="${r1(toY(b.y))}" width="${r1(b.w * PX)}" height="${r1(b.h * PX)}" fill="${FILL[b.kind]}"${b.kind === 'open' || b.kind === 'stair' ? '' : ` stroke="${INK}" stroke-width="4"`}/>`,
    );
  // Open rooms flow into each other: a dashed line marks where one ends, a wall where the next is closed.
  for (const b of boxes)
    if (b.kind === 'open') {
      const above = boxes.find((o) => o.column === b.column && Math.abs(o.y + o.h - b.y) < 0.01);
      if (above?.kind === 'open')
        out.push(
          `<path d="M${r1(toX(b.x))} ${r1(toY(b.y))}h${r1(b.w * PX)}" stroke="#8a949c" stroke-width="2" stroke-dasharray="8 6"/>`,
        );
    }
  // Stairs: treads across the stair's width, and which way is up.
  for (const b of boxes.filter((s) => s.kind === 'stair')) {
    const treads = Math.floor(b.h / 1);
    for (let i = 1; i < treads; i++)
      out.push(
        `<path d="M${r1(toX(b.x + b.w * 0.25))} ${r1(toY(b.y + i))}h${r1(b.w * 0.5 * PX)}" stroke="${INK}" stroke-width="1.5"/>`,
      );
    out.push(
      `<rect x="${r1(toX(b.x + b.w * 0.25))}" y="${r1(toY(b.y + 0.4))}" width="${r1(b.w * 0.5 * PX)}" height="${r1((b.h - 0.8) * PX)}" fill="none" stroke="${INK}" stroke-width="2"/>`,
    );
  }
  // Windows on the outside walls of bedrooms, studies and the great room.
  for (const b of boxes) {
    if (
      !['room', 'open'].includes(b.kind) ||
      b.name === 'Foyer' ||
      b.name === 'Loft' ||
      b.name === 'Hall' ||
      b.name.startsWith('Kitchen')
    )
      continue;
    const col = columns[b.column];
    if (b.column === 0) out.push(windowIn(toX(b.x), toY(b.y + b.h / 2), 'y', Math.min(5, b.h - 3)));
    if (b.column === columns.length - 1 && col.h === depth)
      out.push(windowIn(toX(b.x + b.w), toY(b.y + b.h / 2), 'y', Math.min(5, b.h - 3)));
    if (Math.abs(b.y + b.h - col.h) < 0.01 && col.h === depth && b.kind === 'room')
      out.push(windowIn(toX(b.x + b.w / 2), toY(depth), 'x', Math.min(6, b.w - 4)));
  }
  const doors = floorPlanDoors(drawing, boxes);
  const garage = boxes.find((b) => b.kind === 'garage');
  if (garage) {
    // Overhead doors: one of 16 ft, and one of 9 ft more for a third car.
    const doors = drawing.garage >= 3 ? [16, 9] : [16];
    let gx = garage.x + (garage.w - doors.reduce((s, d) => s + d, 0) - (doors.length - 1) * 2) / 2;
    for (const d of doors) {
      out.push(
        `<rect x="${r1(toX(gx))}" y="${r1(toY(depth) - 8)}" width="${d * PX}" height="16" fill="#fffdf8"/><path d="M${r1(toX(gx))} ${r1(toY(depth) - 6)}h${d * PX}" stroke="${INK}" stroke-width="2" stroke-dasharray="12 6"/>`,
      );
      gx += d + 2;
    }
  }
  for (const d of doors) out.push(door(toX(d.x), toY(d.y), d.along, d.width, d.swing));
  const great = boxes.find((b) => b.name === 'Great Room');
  if (great && floor.lanai) {
    // Sliding glass doors to the lanai.
    const sx = toX(great.x + great.w / 2 - 4);
    out.push(
      `<rect x="${r1(sx)}" y="${r1(toY(great.y) - 8)}" width="80" height="16" fill="#fff"/><path d="M${r1(sx)} ${r1(toY(great.y) - 3)}h44M${r1(sx + 36)} ${r1(toY(great.y) + 3)}h44" stroke="${INK}" stroke-width="2"/>`,
    );
  }
  for (const l of floorPlanLabels({ boxes, columns, lanai }, doors)) out.push(label(l, ox, oy));

  // The title block and a scale bar.
  const facts = `${floor.sqft.toLocaleString('en-US')} sq ft under air${garage ? ` · ${drawing.garage}-car garage` : ''}`;
  // The scale bar at the right, clear of the caption a gallery lays over a picture's lower left corner.
  const sy = toY(depth) + 54;
  const sx = toX(width) - 150;
  out.push(
    `<text x="${ox}" y="${TITLE - 52}" font-size="34" font-weight="700">${esc(drawing.plan)}</text>`,
    `<text x="${ox}" y="${TITLE - 18}" font-size="21" fill="#4a5560">${esc(floor.label)} · ${facts}</text>`,
    `<path d="M${sx} ${sy}h100M${sx} ${sy - 6}v12M${sx + 50} ${sy - 4}v8M${sx + 100} ${sy - 6}v12" stroke="${INK}" stroke-width="2"/>`,
    `<text x="${sx + 112}" y="${sy + 6}" font-size="16" fill="#4a5560">10 ft</text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="${r1(-dx)} ${r1(-dy)} ${r1(W)} ${r1(H)}" role="img" aria-label="${esc(`${drawing.plan} floor plan, ${floor.label.toLowerCase()}`)}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" fill="${INK}"><rect x="${r1(-dx)}" y="${r1(-dy)}" width="${r1(W)}" height="${r1(H)}" fill="#ffffff"/>${out.join('')}</svg>`;
}
