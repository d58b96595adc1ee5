/**
 * The demo's site plan as geometry, one source for the picture (demo/site-plan-image.ts) and for
 * the lots the API answers (lots.ts), so every lot the map draws sits on a lot of the picture.
 * Units are the picture's (a 2400 × 1600 viewBox): three streets across with a row of lots on
 * each side, a street in from the entrance, the park and pool, the pond, and a model row.
 */
export const PLAN_WIDTH = 2400;
export const PLAN_HEIGHT = 1600;

export interface Street {
  x: number;
  y: number;
  width: number;
  height: number;
  name: string;
}
export interface LotOutline {
  /** The lot's number on the plan. */
  number: number;
  /** Corners in viewBox units, clockwise from the top left. */
  corners: [number, number][];
  /** Which part of the plan: a street's row, or the model row. */
  row: 'street' | 'model';
  /** Backs onto the pond or the park: the lots that carry a premium. */
  view: boolean;
}

const LOT = 140;
const PITCH = 156;
const COLUMNS = 9;
const STREET_ROWS = [220, 680, 1140];

export const STREETS: Street[] = [
  ...STREET_ROWS.map((y, i) => ({
    x: 120,
    y,
    width: 1500,
    height: 90,
    name: ['Heron Way', 'Cattail Ct', 'Osprey Ln'][i],
  })),
  { x: 1540, y: 220, width: 90, height: 1380, name: 'Preserve Blvd' },
  { x: 1630, y: 960, width: 640, height: 80, name: 'Model Row' },
];
export const POND = { cx: 1960, cy: 1290, rx: 300, ry: 190 };
export const PARK = { x: 1680, y: 180, width: 580, height: 460 };

/**
 * The lots: nine on each side of each street (1-54, left to right, top to bottom), then four
 * models facing Model Row (55-58). The last lot of a row bends with the street's end, so not
 * every outline is a square.
 */
export function lotOutlines(): LotOutline[] {
  const lots: LotOutline[] = [];
  let number = 1;
  STREET_ROWS.forEach((y, street) => {
    for (const side of [-1, 1]) {
      const top = side < 0 ? y - LOT - 10 : y + 100;
      for (let col = 0; col < COLUMNS; col++) {
        const x = 140 + col * PITCH;
        const bend = col === COLUMNS - 1 ? 24 : 0;
        lots.push({
          number: number++,
          corners: [
            [x, top],
            [x + LOT + (side < 0 ? bend : 0), top],
            [x + LOT + (side > 0 ? bend : 0), top + LOT],
            [x, top + LOT],
          ],
          row: 'street',
          // The bottom row looks over the pond's side of the plan; the top row over the preserve.
          view: (street === 2 && side > 0) || (street === 0 && side < 0) || col === 0,
        });
      }
    }
  });
  for (let i = 0; i < 4; i++) {
    const x = 1660 + i * PITCH;
    lots.push({
      number: number++,
      corners: [
        [x, 800],
        [x + LOT, 800],
        [x + LOT, 940],
        [x, 940],
      ],
      row: 'model',
      view: false,
    });
  }
  return lots;
}

/** A lot's middle, where its number is written. */
export const centreOf = (corners: [number, number][]): [number, number] => [
  corners.reduce((s, [x]) => s + x, 0) / corners.length,
  corners.reduce((s, [, y]) => s + y, 0) / corners.length,
];
