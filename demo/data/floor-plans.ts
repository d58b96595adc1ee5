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
 * demo/floor-plan-image.ts draws them; the sizes are solved so each floor holds the plan's
 * square feet, so every plan has rooms of its own size.
 */

export type RoomKind = 'garage' | 'room' | 'wet' | 'closet' | 'open' | 'stair';

export interface RoomSpec {
  name: string;
  kind: RoomKind;
  /** Share of the column's depth (the garage is a fixed 22 ft instead). */
  share: number;
}

export interface ColumnSpec {
  /** Width in feet before scaling (a garage column keeps its width). */
  width: number;
  rooms: RoomSpec[];
  /** The garage's column: fixed width and garage depth, never scaled. */
  garage?: boolean;
  /** An added room at the back of the house (an option), this deep in feet, not the house's depth. */
  depth?: number;
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
  /** Feet of house depth and the scale of the widths, solved from the plan's size. */
  depth: number;
  scale: number;
  floor: FloorSpec;
  garage: number;
}

export const GARAGE_DEPTH = 22;
const room = (name: string, share: number, kind: RoomKind = 'room'): RoomSpec => ({ name, kind, share });

function garageColumn(design: PlanDesign, rest: RoomSpec[]): ColumnSpec {
  return { width: design.garage >= 3 ? 32 : 21, garage: true, rooms: [room('Garage', 0, 'garage'), ...rest] };
}

/** A single-story plan: secondary bedrooms on the garage side, the owner's suite across the house. */
function singleStory(design: PlanDesign): { floors: Omit<FloorSpec, 'sqft'>[]; depth: number } {
  const beds = design.bed_low;
  const large = design.sqft_low >= 1800;
  const baths = design.bath_low;
  const columns: ColumnSpec[] = [
    // A small plan has room behind the garage for the laundry only.
    garageColumn(
      design,
      design.sqft_low < 1400 && beds < 4
        ? [room('Laundry', 1, 'wet')]
        : [room('Laundry', 0.3, 'wet'), room(beds >= 4 ? 'Bedroom 4' : 'Flex Room', 0.7)],
    ),
    { width: 12, rooms: [room('Bedroom 2', 0.42), room('Bath 2', 0.2, 'wet'), room('Bedroom 3', 0.38)] },
  ];
  if (large)
    columns.push({
      width: 12,
      rooms: [
        room(beds >= 5 ? 'Bedroom 5' : 'Study', 0.38),
        room(baths >= 3 ? 'Bath 3' : 'Pantry', 0.2, baths >= 3 ? 'wet' : 'closet'),
        room('Dining', 0.42, 'open'),
      ],
    });
  columns.push(
    {
      width: large ? 18 : 16,
      rooms: [
        room('Foyer', 0.2, 'open'),
        room(large ? 'Kitchen' : 'Kitchen & Dining', 0.32, 'open'),
        room('Great Room', 0.48, 'open'),
      ],
    },
    {
      width: large ? 15 : 13,
      rooms: [room("Owner's Bath", 0.27, 'wet'), room('Walk-in Closet', 0.19, 'closet'), room("Owner's Suite", 0.54)],
    },
  );
  const entry = columns.length - 2;
  return { depth: large ? 46 : 40, floors: [{ label: 'First floor', columns, entry, lanai: [entry, entry + 1] }] };
}

/** A two-story plan: living downstairs, the owner's suite and bedrooms upstairs. */
function twoStory(design: PlanDesign): { floors: Omit<FloorSpec, 'sqft'>[]; depth: number } {
  const beds = design.bed_low;
  const first: ColumnSpec[] = [
    garageColumn(design, [room('Laundry', 0.45, 'wet'), room('Powder', 0.55, 'wet')]),
    { width: 13, rooms: [room('Foyer', 0.28, 'open'), room('Study', 0.34), room('Dining', 0.38, 'open')] },
    {
      width: 17,
      rooms: [room('Stair', 0.26, 'stair'), room('Kitchen', 0.32, 'open'), room('Great Room', 0.42, 'open')],
    },
    {
      width: 13,
      rooms:
        beds >= 5
          ? [room('Bedroom 5', 0.55), room('Bath 4', 0.2, 'wet'), room('Nook', 0.25, 'open')]
          : [room('Flex Room', 0.55), room('Pantry', 0.15, 'closet'), room('Nook', 0.3, 'open')],
    },
  ];
  const second: ColumnSpec[] = [
    { width: 13, rooms: [room('Bedroom 2', 0.42), room('Bath 2', 0.2, 'wet'), room('Bedroom 3', 0.38)] },
    {
      width: 17,
      rooms: [
        room('Stair', 0.26, 'stair'),
        room('Loft', 0.36, 'open'),
        room(beds >= 4 ? 'Bedroom 4' : 'Bonus Room', 0.38),
      ],
    },
    {
      width: 13,
      rooms: [room("Owner's Bath", 0.27, 'wet'), room('Walk-in Closet', 0.19, 'closet'), room("Owner's Suite", 0.54)],
    },
  ];
  return {
    depth: 34,
    floors: [
      { label: 'First floor', columns: first, entry: 1, lanai: [2, 3] },
      { label: 'Second floor', columns: second },
    ],
  };
}

const livingArea = (columns: ColumnSpec[], depth: number, scale: number) =>
  columns.reduce((sum, c) => {
    if (c.depth !== undefined) return sum + c.width * c.depth;
    if (c.garage) return sum + c.width * (depth * scale - GARAGE_DEPTH);
    return sum + c.width * scale * depth * scale;
  }, 0);

/** The scale at which the floors hold this many square feet (bisection: the area grows with the scale). */
function solveScale(floors: Omit<FloorSpec, 'sqft'>[], depth: number, sqft: number): number {
  let [low, high] = [0.5, 2];
  for (let i = 0; i < 40; i++) {
    const mid = (low + high) / 2;
    const area = floors.reduce((sum, f) => sum + livingArea(f.columns, depth, mid), 0);
    if (area < sqft) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** The option a plan with a size range offers: a bonus suite at the back, holding the extra square feet. */
function withOption(floor: Omit<FloorSpec, 'sqft'>, extra: number): Omit<FloorSpec, 'sqft'> {
  const width = 13;
  const depth = Math.max(10, Math.round((extra / width) * 2) / 2);
  return {
    ...floor,
    label: `${floor.label} with the optional bonus suite`,
    columns: [...floor.columns, { width, depth, rooms: [room('Bonus Suite', 0.7), room('Bath', 0.3, 'wet')] }],
  };
}

/** Every drawing of a plan: one a floor, and the first floor again with its option where the plan has one. */
export function floorPlanDrawings(design: PlanDesign): FloorPlanDrawing[] {
  const { floors, depth } = design.stories >= 2 ? twoStory(design) : singleStory(design);
  const scale = solveScale(floors, depth, design.sqft_low);
  const drawn: FloorPlanDrawing[] = floors.map((floor) => ({
    plan: design.name,
    depth,
    scale,
    garage: design.garage,
    floor: { ...floor, sqft: Math.round(livingArea(floor.columns, depth, scale)) },
  }));
  if (design.sqft_high !== null && design.sqft_high > design.sqft_low) {
    const extra = design.sqft_high - design.sqft_low;
    const option = withOption(floors[0], extra);
    drawn.push({
      plan: design.name,
      depth,
      scale,
      garage: design.garage,
      floor: { ...option, sqft: Math.round(livingArea(option.columns, depth, scale)) },
    });
  }
  return drawn;
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
        .filter((n) => n !== 'Stair')
        .join(', ')}${d.floor.lanai ? ' and the covered lanai' : ''}`,
    };
  });
}
