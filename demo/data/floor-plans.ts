import { plausibleRoom } from './floor-plan-rules';
import { slugify } from './slug';

/** What the drawings need of a plan (demo/data/plans.ts's PlanDesign, which imports this file). */
export interface PlanDesign {
  name: string;
  sqft_low: number;
  sqft_high: number | null;
  bed_low: number;
  bath_low: number;
  stories: number;
  garage: number;
}

/**
 * The demo's floor plans, as an architect's room list per plan and floor: columns of rooms
 * across the house (garage side first), each column's rooms from the front door to the lanai.
 * Every size is in whole feet: each room has its depth, one room a column fills what is left of
 * the house's depth, and floorPlanDrawings picks the house depth and the column widths that hold
 * the plan's square feet with every room within floor-plan-rules.ts (a bedroom 11-14 ft, a two-car
 * garage about 20 × 20). demo/floor-plan-image.ts draws the boxes floorPlanLayout gives, and prints
 * each room's size as drawn.
 */

export type RoomKind = 'garage' | 'room' | 'wet' | 'closet' | 'open' | 'stair';

export interface RoomSpec {
  name: string;
  kind: RoomKind;
  /** Feet from front to back; left out, the room takes what the column's others leave. */
  depth?: number;
}

/** A column as drawn: its width and its rooms, front first, each with its depth in feet. */
export interface ColumnSpec {
  width: number;
  rooms: { name: string; kind: RoomKind; depth: number }[];
  /** A column shallower than the house: the garage (at the front) or an option (at the back). */
  depth?: number;
  garage?: boolean;
  /** An option behind the garage, beside the great room it opens onto. */
  behindGarage?: boolean;
}

export interface FloorSpec {
  /** "First floor", "Second floor", "First floor with the optional bonus suite". */
  label: string;
  columns: ColumnSpec[];
  /** The column the front door opens into, and those the covered lanai spans at the back. */
  entry?: number;
  lanai?: [number, number];
  /** Heated square feet drawn on this floor (the title block says it). */
  sqft: number;
}

export interface FloorPlanDrawing {
  plan: string;
  /** Feet from the front wall to the back wall of the house. */
  depth: number;
  floor: FloorSpec;
  garage: number;
}

/** A garage bay is 21 ft deep; two cars need 21 ft of width, a third bay 10 more. */
export const GARAGE_DEPTH = 21;
/** A single-story plan's hall through the bedroom wing: its width, and how far behind the front wall it runs. */
export const HALL_WIDTH = 4;
export const HALL_AT = 12;
/** The covered lanai's depth (floor-plan-rules.ts: 10-12 ft). */
export const LANAI_DEPTH = 11;

const room = (name: string, depth: number | undefined, kind: RoomKind = 'room'): RoomSpec => ({ name, kind, depth });

/** A column to size: widths to choose from, and room lists to try in turn (the first that fits the depth). */
interface ColumnRecipe {
  widths: readonly [number, number];
  options: readonly RoomSpec[][];
  /** Left out when the plan's square feet are better held without it. */
  optional?: boolean;
  garage?: boolean;
  entry?: boolean;
  /** The lanai lies behind this column, and the next one when that is a living column. */
  lanai?: boolean;
  /** Living space at the back (a dining room, a nook) the lanai may span. */
  living?: boolean;
}

interface FloorRecipe {
  label: string;
  columns: ColumnRecipe[];
}

const garageRecipe = (design: PlanDesign): ColumnRecipe => {
  const width = design.garage >= 3 ? 31 : 21;
  return { widths: [width, width], garage: true, options: [[room('Garage', GARAGE_DEPTH, 'garage')]] };
};

/** The owner's suite upstairs: its closet and bath in front of it, the suite at the back. */
const ownerRecipe = (): ColumnRecipe => ({
  widths: [13, 16],
  options: [
    [room('Walk-in Closet', 6, 'closet'), room("Owner's Bath", 8, 'wet'), room("Owner's Suite", undefined)],
    [room('Walk-in Closet', 7, 'closet'), room("Owner's Bath", 9, 'wet'), room("Owner's Suite", undefined)],
  ],
});

/**
 * A single-story plan: the garage opens into the kitchen, living in the middle under the lanai,
 * the bedrooms beyond, the owner's suite across the house from the garage. A hall 4 ft wide runs
 * from the kitchen through every column beyond it, 12 ft behind the front wall: each room of the
 * wing opens off it (the room in front of it and the one behind), the suite's bath and closet off
 * the suite, a bedroom's bath off the bedroom.
 */
function singleStory(design: PlanDesign): FloorRecipe[] {
  const beds = design.bed_low;
  const hall = room('Hall', HALL_WIDTH, 'open');
  const third = design.bath_low >= 3 ? room('Bath 3', undefined, 'wet') : room('Linen', undefined, 'closet');
  const columns: ColumnRecipe[] = [
    garageRecipe(design),
    {
      widths: [14, 20],
      entry: true,
      lanai: true,
      options: [
        [room('Foyer', 7, 'open'), room('Kitchen', 12, 'open'), room('Great Room', undefined, 'open')],
        [room('Foyer', 8, 'open'), room('Kitchen', 13, 'open'), room('Great Room', undefined, 'open')],
      ],
    },
    {
      widths: [11, 14],
      optional: true,
      living: true,
      options: [
        [room('Study', HALL_AT), hall, room('Pantry', 5, 'closet'), room('Dining', undefined, 'open')],
        [
          room('Study', HALL_AT),
          hall,
          room('Powder', 6, 'wet'),
          room('Pantry', 5, 'closet'),
          room('Dining', undefined, 'open'),
        ],
        [room('Game Room', HALL_AT), hall, room('Powder', 6, 'wet'), room('Nook', undefined, 'open')],
        [
          room('Game Room', HALL_AT),
          hall,
          room('Powder', 6, 'wet'),
          room('Pantry', 5, 'closet'),
          room('Nook', undefined, 'open'),
        ],
      ],
    },
    {
      widths: [11, 13],
      options: [11, 12, 13, 14].map((d) => [
        room('Bedroom 2', HALL_AT),
        hall,
        room('Bedroom 3', d),
        room('Bath 2', undefined, 'wet'),
      ]),
    },
  ];
  if (beds >= 4)
    columns.push({
      widths: [11, 13],
      options: [11, 12, 13, 14].map((d) => [room('Bedroom 4', HALL_AT), hall, room('Flex Room', d), third]),
    });
  // The suite spans the hall's end; its bath, its closet and the laundry beyond the closet lie behind it.
  columns.push({
    widths: [13, 16],
    options: [
      [5, 7],
      [6, 8],
      [7, 9],
    ].map(([closet, bath]) => [
      room("Owner's Suite", HALL_AT + HALL_WIDTH),
      room("Owner's Bath", bath, 'wet'),
      room('Walk-in Closet', closet, 'closet'),
      room('Laundry', undefined, 'wet'),
    ]),
  });
  return [{ label: 'First floor', columns }];
}

/** A two-story plan: living downstairs, the owner's suite and bedrooms upstairs. */
function twoStory(design: PlanDesign): FloorRecipe[] {
  const five = design.bed_low >= 5;
  const first: ColumnRecipe[] = [
    garageRecipe(design),
    {
      widths: [9, 11],
      options: [
        [room('Stair', 13, 'stair'), room('Laundry', 7, 'wet'), room('Pantry', undefined, 'closet')],
        [
          room('Stair', 13, 'stair'),
          room('Powder', 6, 'wet'),
          room('Laundry', 7, 'wet'),
          room('Pantry', undefined, 'closet'),
        ],
      ],
    },
    {
      widths: [10, 14],
      entry: true,
      options: [
        [room('Foyer', 8, 'open'), room('Study', 12), room('Dining', undefined, 'open')],
        [room('Foyer', 8, 'open'), room('Powder', 6, 'wet'), room('Dining', undefined, 'open')],
      ],
    },
    {
      widths: [15, 20],
      lanai: true,
      options: [[room('Kitchen', 13, 'open'), room('Great Room', undefined, 'open')]],
    },
    {
      widths: [11, 14],
      optional: !five,
      living: true,
      options: [
        [
          room(five ? 'Bedroom 5' : 'Flex Room', 12),
          room(five ? 'Bath 4' : 'Powder', 7, 'wet'),
          room('Nook', undefined, 'open'),
        ],
        [
          room(five ? 'Bedroom 5' : 'Flex Room', 12),
          room(five ? 'Bath 4' : 'Powder', 7, 'wet'),
          room('Pantry', 5, 'closet'),
          room('Nook', undefined, 'open'),
        ],
      ],
    },
  ];
  // Upstairs every bedroom opens off the stair, the hall behind it or the loft the hall runs into.
  const second: ColumnRecipe[] = [
    {
      widths: [11, 13],
      options: [
        [room('Bath 2', 5, 'wet'), room('Bedroom 2', 11), room('Bedroom 3', undefined)],
        [room('Bath 2', 6, 'wet'), room('Bedroom 2', 12), room('Bedroom 3', undefined)],
        [room('Bath 2', 8, 'wet'), room('Bedroom 2', 12), room('Bedroom 3', undefined)],
      ],
    },
    {
      widths: [11, 13],
      options: [
        [room('Bedroom 4', 11), room('Stair', 12, 'stair'), room('Hall', undefined, 'open')],
        [room('Bedroom 4', 12), room('Stair', 12, 'stair'), room('Hall', undefined, 'open')],
      ],
    },
    {
      widths: [13, 17],
      optional: true,
      options: [
        [room('Game Room', 13), room('Loft', undefined, 'open')],
        [room('Closet', 4, 'closet'), room('Game Room', 13), room('Loft', undefined, 'open')],
      ],
    },
    ownerRecipe(),
  ];
  return [
    { label: 'First floor', columns: first },
    { label: 'Second floor', columns: second },
  ];
}

interface Sized {
  columns: ColumnSpec[];
  area: number;
  /** Feet across, garage included. */
  width: number;
  entry?: number;
  lanai?: [number, number];
}

/** A column's rooms at this width and house depth: the first option whose rooms all keep to the rules. */
function sizeColumn(recipe: ColumnRecipe, width: number, depth: number): ColumnSpec | undefined {
  if (recipe.garage)
    return {
      width,
      depth: GARAGE_DEPTH,
      garage: true,
      rooms: recipe.options[0].map((r) => ({ name: r.name, kind: r.kind, depth: GARAGE_DEPTH })),
    };
  for (const option of recipe.options) {
    const fixed = option.reduce((sum, r) => sum + (r.depth ?? 0), 0);
    const rooms = option.map((r) => ({ name: r.name, kind: r.kind, depth: r.depth ?? depth - fixed }));
    if (rooms.every((r) => r.depth > 0 && plausibleRoom(r.name, width, r.depth))) return { width, rooms };
  }
  return undefined;
}

const range = ([low, high]: readonly [number, number]) => Array.from({ length: high - low + 1 }, (_, i) => low + i);

/**
 * Every way of sizing a floor at this depth, one per heated area (the first found), plausible
 * ones only, none over `most` square feet. Full-depth columns make the area the depth times their widths' sum, so one way per
 * sum is kept column by column.
 */
function floorSizes(recipe: FloorRecipe, depth: number, most: number): Map<number, Sized> {
  // Each way so far as a chain back to the first column, so nothing is copied per step.
  type Chain = { column: ColumnSpec; recipe: ColumnRecipe; before: Chain | undefined } | undefined;
  let partial = new Map<number, Chain>([[0, undefined]]);
  for (const column of recipe.columns) {
    const sized: ColumnSpec[] = [];
    // Widest first: for the same square feet, the columns nearer the garage (the living ones) get the room.
    for (let w = column.widths[1]; w >= column.widths[0]; w--) {
      const c = sizeColumn(column, w, depth);
      if (c) sized.push(c);
    }
    const next = new Map<number, Chain>(column.optional ? partial : []);
    for (const [sum, before] of partial)
      for (const c of sized) {
        const key = sum + (c.garage ? 0 : c.width);
        // A floor already larger than the whole plan is never the closest.
        if (key * depth <= most && !next.has(key)) next.set(key, { column: c, recipe: column, before });
      }
    partial = next;
  }
  const byArea = new Map<number, Sized>();
  for (let chain of partial.values()) {
    const columns: ColumnSpec[] = [];
    const from: ColumnRecipe[] = [];
    for (; chain; chain = chain.before) {
      columns.unshift(chain.column);
      from.unshift(chain.recipe);
    }
    if (columns.length === 0) continue;
    const area = heatedArea(columns, depth);
    const entry = from.findIndex((c) => c.entry);
    const at = from.findIndex((c) => c.lanai);
    byArea.set(area, {
      columns,
      area,
      width: bodyWidth(columns),
      entry: entry >= 0 ? entry : undefined,
      lanai: at < 0 ? undefined : from[at + 1]?.living ? [at, at + 1] : [at, at],
    });
  }
  return byArea;
}

const heatedArea = (columns: ColumnSpec[], depth: number) =>
  columns.reduce((sum, c) => (c.garage ? sum : sum + c.width * (c.depth ?? depth)), 0);

const bodyWidth = (columns: ColumnSpec[]) => columns.reduce((sum, c) => sum + (c.behindGarage ? 0 : c.width), 0);

/** The house depth and the floors' columns that come closest to the plan's square feet. */
function solve(design: PlanDesign): { depth: number; floors: Sized[] } {
  const recipes = design.stories >= 2 ? twoStory(design) : singleStory(design);
  let best: { depth: number; floors: Sized[]; miss: number } | undefined;
  const [shallowest, deepest] = design.stories >= 2 ? [26, 36] : [30, 40];
  // Within a few square feet is as close as whole feet get; among ways that close, the least
  // stretched outline wins (a 4-bedroom ranch 90 ft wide and 33 deep looks like a motel).
  const close = Math.max(3, design.sqft_low * 0.015);
  const better = (depth: number, floors: Sized[], miss: number) => {
    if (!best) return true;
    if (miss > close || best.miss > close) return miss < best.miss;
    return floors[0].width / depth < best.floors[0].width / best.depth;
  };
  for (let depth = shallowest; depth <= deepest; depth++) {
    const [first, second] = recipes.map((r) => [...floorSizes(r, depth, design.sqft_low * 1.1).values()]);
    for (const a of first) {
      if (!second) {
        const miss = Math.abs(a.area - design.sqft_low);
        if (better(depth, [a], miss)) best = { depth, floors: [a], miss };
        continue;
      }
      for (const b of second) {
        // The upper floor sits over the lower one, and holds a little less.
        if (b.area > a.area * 1.15 || b.width > a.width) continue;
        const miss = Math.abs(a.area + b.area - design.sqft_low);
        if (better(depth, [a, b], miss)) best = { depth, floors: [a, b], miss };
      }
    }
  }
  // A plan no recipe holds plausibly (a benchmark plan of odd size) is still drawn, roughly.
  return best ?? fallback(recipes);
}

function fallback(recipes: FloorRecipe[]): { depth: number; floors: Sized[] } {
  const depth = 34;
  const floors = recipes.map((r) => {
    const columns = r.columns
      .filter((c) => !c.optional)
      .map((c) => {
        const width = c.widths[0];
        const option = c.options[0];
        const fixed = option.reduce((sum, x) => sum + (x.depth ?? 0), 0);
        return c.garage
          ? (sizeColumn(c, width, depth) as ColumnSpec)
          : {
              width,
              rooms: option.map((x) => ({ name: x.name, kind: x.kind, depth: x.depth ?? Math.max(1, depth - fixed) })),
            };
      });
    const kept = r.columns.filter((c) => !c.optional);
    const entry = kept.findIndex((c) => c.entry);
    const at = kept.findIndex((c) => c.lanai);
    return {
      columns,
      area: heatedArea(columns, depth),
      width: bodyWidth(columns),
      entry: entry >= 0 ? entry : undefined,
      lanai: at < 0 ? undefined : ([at, at] as [number, number]),
    };
  });
  return { depth, floors };
}

/**
 * The option a plan with a size range offers: a bonus suite holding the extra square feet, behind the
 * garage where the great room is beside it (so it opens from the great room), else at the back of the
 * last column.
 */
function withOption(floor: Sized, extra: number, depth: number): Sized {
  const behindGarage =
    floor.columns[0]?.garage === true &&
    floor.columns[1]?.rooms.at(-1)?.name === 'Great Room' &&
    depth - GARAGE_DEPTH >= 11;
  let best = { width: 12, depth: 12 };
  for (const w of range([11, 16]))
    for (const d of range([11, Math.min(16, behindGarage ? depth - GARAGE_DEPTH : depth)]))
      if (plausibleRoom('Bonus Suite', w, d) && Math.abs(w * d - extra) < Math.abs(best.width * best.depth - extra))
        best = { width: w, depth: d };
  const column: ColumnSpec = {
    width: best.width,
    depth: best.depth,
    rooms: [{ name: 'Bonus Suite', kind: 'room', depth: best.depth }],
    ...(behindGarage ? { behindGarage } : {}),
  };
  const columns = [...floor.columns, column];
  return { ...floor, columns, area: heatedArea(columns, depth), width: bodyWidth(columns) };
}

const cache = new Map<string, FloorPlanDrawing[]>();

/** Every drawing of a plan: one a floor, and the first floor again with its option where the plan has one. */
export function floorPlanDrawings(design: PlanDesign): FloorPlanDrawing[] {
  const key = JSON.stringify([
    design.name,
    design.sqft_low,
    design.sqft_high,
    design.bed_low,
    design.bath_low,
    design.stories,
    design.garage,
  ]);
  const known = cache.get(key);
  if (known) return known;
  const { depth, floors } = solve(design);
  const labels = design.stories >= 2 ? ['First floor', 'Second floor'] : ['First floor'];
  const drawing = (floor: Sized, label: string): FloorPlanDrawing => ({
    plan: design.name,
    depth,
    garage: design.garage,
    floor: {
      label,
      columns: floor.columns,
      entry: floor.entry,
      lanai: floor.lanai,
      sqft: floor.area,
    },
  });
  const drawn = floors.map((f, i) => drawing(f, labels[i]));
  if (design.sqft_high !== null && design.sqft_high > design.sqft_low)
    drawn.push(
      drawing(
        withOption(floors[0], design.sqft_high - design.sqft_low, depth),
        'First floor with the optional bonus suite',
      ),
    );
  cache.set(key, drawn);
  return drawn;
}

/** A room or column as drawn, in feet: the back wall at y = 0, the front at y = depth. */
export interface RoomBox {
  name: string;
  kind: RoomKind;
  x: number;
  y: number;
  w: number;
  h: number;
  column: number;
}

/**
 * Where each room of a drawing lies: columns side by side from the garage, each column's rooms
 * from the front wall back; the garage sits at the front, an option at the back. The covered
 * lanai lies behind the columns it spans.
 */
export function floorPlanLayout(drawing: FloorPlanDrawing): {
  boxes: RoomBox[];
  columns: RoomBox[];
  lanai?: RoomBox;
  width: number;
  depth: number;
} {
  const { depth } = drawing;
  const boxes: RoomBox[] = [];
  const columns: RoomBox[] = [];
  let x = 0;
  drawing.floor.columns.forEach((column, ci) => {
    const h = column.depth ?? depth;
    const top = column.garage ? depth - h : 0;
    const at = x;
    if (column.behindGarage) x = columns[0].x + columns[0].w - column.width;
    columns.push({ name: '', kind: 'room', x, y: top, w: column.width, h, column: ci });
    let bottom = top + h;
    for (const r of column.rooms) {
      boxes.push({ name: r.name, kind: r.kind, x, y: bottom - r.depth, w: column.width, h: r.depth, column: ci });
      bottom -= r.depth;
    }
    x = column.behindGarage ? at : x + column.width;
  });
  const span = drawing.floor.lanai;
  const lanai = span && {
    name: 'Covered Lanai',
    kind: 'open' as const,
    x: columns[span[0]].x,
    y: -LANAI_DEPTH,
    w: columns[span[1]].x + columns[span[1]].w - columns[span[0]].x,
    h: LANAI_DEPTH,
    column: -1,
  };
  return { boxes, columns, lanai, width: x, depth };
}

/** The file name of a drawing: floor-plan-aspen-1.svg, floor-plan-sabal-1-option.svg. */
export const floorPlanFile = (design: Pick<PlanDesign, 'name'>, index: number, floors: number): string =>
  `floor-plan-${slugify(design.name)}-${index < floors ? index + 1 : '1-option'}.svg`;

/** The API's floorPlanImages of a plan (and of its residences and the homes built from it). */
export function planFloorPlans(design: PlanDesign) {
  const drawings = floorPlanDrawings(design);
  const floors = design.stories >= 2 ? 2 : 1;
  return drawings.map((d, i) => {
    const url = `/demo-assets/${floorPlanFile(design, i, floors)}`;
    return {
      img: { small: url, large: url },
      label: d.floor.label,
      alt: `${design.name} floor plan, ${d.floor.label.toLowerCase()}: ${d.floor.columns
        .flatMap((c) => c.rooms.map((r) => r.name))
        .filter((n) => n !== 'Stair' && n !== 'Hall')
        .join(', ')}${d.floor.lanai ? ' and the covered lanai' : ''}`,
    };
  });
}
