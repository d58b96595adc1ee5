import type { Plan } from '../../core/api/schemas/plan';
import type { Residence } from '../../core/api/schemas/residence';
import { elevationAlt, elevationLook } from '../pictures/looks';
import { planFloorPlans } from './floor-plans';
import { imagePair } from './images';
import type { Random } from './random';
import { slugify } from './slug';

/** A floorplan as the architect drew it, before it is offered anywhere. */
export interface PlanDesign {
  id: number;
  name: string;
  sqft_low: number;
  /** null: one size only (spec.md: a missing high means exactly low). */
  sqft_high: number | null;
  bed_low: number;
  bed_high: number | null;
  bath_low: number;
  bath_high: number | null;
  stories: number;
  garage: number;
  /** false: pricing not published yet (every offering of the plan is unpriced). */
  priced: boolean;
  /** Also built on the buyer's own land (community 25). */
  on_your_lot: boolean;
  video_code: string | null;
}

type Row = [
  name: string,
  sqftLow: number,
  sqftHigh: number | null,
  bedLow: number,
  bedHigh: number | null,
  bathLow: number,
  bathHigh: number | null,
  stories: number,
  garage: number,
  priced: boolean,
  onYourLot: boolean,
  video: string | null,
];

// prettier-ignore
const ROWS: Row[] = [
  ['Aspen', 1248, null, 3, null, 2, null, 1, 2, true, true, 'hb8Aspen01a'],
  ['Sandpiper', 1312, 1480, 3, null, 2, null, 1, 2, true, false, null],
  ['Ibis', 1365, null, 3, 4, 2, null, 1, 2, true, true, null],
  ['Palmetto', 1420, 1605, 3, 4, 2, null, 1, 2, true, false, 'hb8Palmet02'],
  ['Heron', 1486, null, 3, null, 2, null, 1, 2, true, false, null],
  ['Sabal', 1540, 1720, 3, 4, 2, 2.5, 1, 2, true, true, null],
  ['Coquina', 1598, null, 3, null, 2, null, 1, 2, false, false, null],
  ['Egret', 1655, 1810, 3, 4, 2, null, 1, 2, true, false, null],
  ['Juniper', 1702, null, 4, null, 2, null, 1, 2, true, true, 'hb8Junipr03'],
  ['Laurel', 1764, 1950, 3, 4, 2, 3, 1, 2, true, false, null],
  ['Willow', 1821, null, 4, null, 2, 2.5, 2, 2, true, false, null],
  ['Hibiscus', 1880, 2045, 4, null, 2, 3, 1, 2, true, false, null],
  ['Magnolia', 1935, 2110, 4, 5, 2, 3, 1, 2, true, true, 'hb8Magnol04'],
  ['Osprey', 1990, null, 4, null, 2.5, null, 2, 2, true, false, null],
  ['Cypress', 2048, 2230, 4, null, 3, null, 1, 3, true, true, null],
  ['Jasmine', 2105, null, 4, 5, 3, null, 1, 2, true, false, 'hb8Jasmin05'],
  ['Pelican', 2160, 2345, 4, null, 2.5, 3.5, 2, 2, true, false, null],
  ['Camellia', 2222, null, 4, null, 3, null, 1, 3, true, false, null],
  ['Hickory', 2290, 2480, 4, 5, 3, null, 1, 3, true, true, null],
  ['Gardenia', 2345, null, 4, null, 3, 3.5, 2, 2, true, false, null],
  ['Kestrel', 2410, 2605, 4, 5, 3, null, 2, 2, true, false, 'hb8Kestre06'],
  ['Tupelo', 2468, null, 4, null, 3, null, 1, 3, false, false, null],
  ['Sycamore', 2530, 2740, 5, null, 3, 4, 2, 3, true, false, null],
  ['Azalea', 2605, null, 4, 5, 3, null, 1, 3, true, true, null],
  ['Banyan', 2688, 2890, 5, null, 3.5, null, 2, 3, true, false, 'hb8Banyan07'],
  ['Bayberry', 2760, null, 5, 6, 3, 4, 2, 3, true, false, null],
  ['Cedar', 2842, 3015, 5, null, 4, null, 2, 3, true, false, null],
  ['Seagrape', 2930, null, 5, null, 4, 4.5, 2, 3, true, false, null],
  ['Oakmont', 3050, 3280, 5, 6, 4, null, 2, 3, true, false, 'hb8Oakmon08'],
  ['Marigold', 3185, null, 5, null, 4, 5, 2, 3, true, false, null],
];

export const BASE_PLAN_COUNT = ROWS.length;

export const PLAN_DESIGNS: PlanDesign[] = ROWS.map(
  (
    [
      name,
      sqft_low,
      sqft_high,
      bed_low,
      bed_high,
      bath_low,
      bath_high,
      stories,
      garage,
      priced,
      on_your_lot,
      video_code,
    ],
    i,
  ) => ({
    id: 101 + i,
    name,
    sqft_low,
    sqft_high,
    bed_low,
    bed_high,
    bath_low,
    bath_high,
    stories,
    garage,
    priced,
    on_your_lot,
    video_code,
  }),
);

/** More plans for the benchmark ("Aspen 31", ...), drawn from the seeded random source. */
export function extraPlanDesigns(random: Random, count: number): PlanDesign[] {
  return Array.from({ length: count }, (_, i) => {
    const base = random.pick(PLAN_DESIGNS);
    const sqft_low = random.int(12, 32) * 100 + random.int(0, 9) * 10;
    const bed_low = sqft_low < 1700 ? 3 : sqft_low < 2500 ? 4 : 5;
    return {
      ...base,
      id: 101 + BASE_PLAN_COUNT + i,
      name: `${base.name} ${BASE_PLAN_COUNT + i + 1}`,
      sqft_low,
      sqft_high: random.next() < 0.5 ? null : sqft_low + random.int(1, 3) * 90,
      bed_low,
      bed_high: random.next() < 0.5 ? null : bed_low + 1,
      bath_low: bed_low < 4 ? 2 : 3,
      priced: random.next() > 0.1,
      on_your_lot: random.next() < 0.2,
      video_code: null,
    };
  });
}

export const planUrl = (design: PlanDesign): string => `/our-floorplans/${slugify(design.name)}`;

/** Base price for a plan before the community's premium: builders price by the square foot. */
export const basePrice = (design: PlanDesign): number =>
  Math.round((design.sqft_low * 92 + 75_000) / 1_000) * 1_000 - 100;

/** The look of a plan's elevation (demo/pictures draws it from the same choices). */
export const planLook = (design: PlanDesign, letter: string) =>
  elevationLook(slugify(design.name).replace(/-\d+$/, ''), letter, design.stories, design.garage);

export const planElevations = (design: PlanDesign) =>
  ['a', 'b'].map((letter) => ({
    img: imagePair(`plan-${slugify(design.name)}-elevation-${letter}`),
    alt: elevationAlt(design.name, letter, planLook(design, letter)),
  }));

/** A plan as the API sends it: the communities offering it, and its lowest published price. */
export function toPlan(design: PlanDesign, offered: Residence[]): Plan {
  const prices = offered.map((r) => r.price).filter((p): p is number => p !== null);
  const beds = design.bed_high ? `${design.bed_low}-${design.bed_high}` : `${design.bed_low}`;
  return {
    id: design.id,
    name: design.name,
    url: planUrl(design),
    bed_low: design.bed_low,
    bed_high: design.bed_high,
    bath_low: design.bath_low,
    bath_high: design.bath_high,
    sqft_low: design.sqft_low,
    sqft_high: design.sqft_high,
    price: prices.length ? Math.min(...prices) : null,
    is_on_your_lot: design.on_your_lot,
    residences: offered.map((r) => ({
      id: r.id,
      community_id: r.community_id,
      community: r.community ?? '',
      url: r.url,
      price: r.price,
    })),
    video_code: design.video_code,
    elevationImages: planElevations(design),
    // The benchmark's thousands of copies ("Aspen 31") carry none: their list stays the size the benches measure.
    ...(design.id < 101 + BASE_PLAN_COUNT ? { floorPlanImages: planFloorPlans(design) } : {}),
    description: `The ${design.name} is a ${design.stories === 1 ? 'single' : 'two'}-story, ${beds}-bedroom home of ${design.sqft_low.toLocaleString('en-US')} sq ft with a ${design.garage}-car garage, an open great room and a covered lanai.`,
  };
}
