/**
 * What each seeded picture shows, in words and in the few choices its drawing makes: the demo's
 * data takes its alt texts from here and demo/pictures/ draws from the same choices, so an alt
 * always describes its picture. Pure: no drawing, no data.
 */
import { hashOf } from './svg';

export const ROOF = ['hip', 'gable', 'tile'] as const;
export const ACCENT = ['stucco', 'stone', 'siding', 'brick'] as const;

/** Body colours a Florida builder offers: [name, hue, saturation %, lightness %]. */
export const BODY_COLORS: [string, number, number, number][] = [
  ['sandy beige', 38, 38, 78],
  ['sage green', 95, 18, 66],
  ['soft grey', 210, 8, 74],
  ['coastal blue', 205, 30, 70],
  ['warm white', 40, 30, 90],
  ['terracotta', 18, 45, 62],
  ['pale yellow', 48, 60, 80],
  ['taupe', 30, 16, 60],
];

export interface ElevationLook {
  stories: number;
  garage: number;
  roof: (typeof ROOF)[number];
  accent: (typeof ACCENT)[number];
  porch: boolean;
  shutters: boolean;
  color: (typeof BODY_COLORS)[number];
  /** The garage on the left (true) or the right. */
  garageLeft: boolean;
}

/** A plan's elevation: each plan has its own colours, and its letters differ in roof, finish and porch. */
export function elevationLook(planSlug: string, letter: string, stories: number, garage: number): ElevationLook {
  const h = hashOf(planSlug);
  const l = Math.max(0, letter.charCodeAt(0) - 97);
  return {
    stories: stories >= 2 ? 2 : 1,
    garage: garage >= 3 ? 3 : 2,
    roof: ROOF[(h + l) % ROOF.length],
    accent: ACCENT[((h >>> 4) + l * 3) % ACCENT.length],
    porch: l % 2 === 1 || (h >>> 8) % 2 === 0,
    shutters: ((h >>> 9) + l) % 3 !== 0,
    color: BODY_COLORS[((h >>> 12) + l * 3) % BODY_COLORS.length],
    garageLeft: ((h >>> 2) + l) % 2 === 0,
  };
}

const WORDS = ['no', 'one', 'two', 'three'];

/** "two-storey sage green stucco home with stone accents, a hip roof, a two-car garage and a covered porch" */
export function describeElevation(look: ElevationLook): string {
  const finish =
    look.accent === 'stucco'
      ? 'stucco home'
      : look.accent === 'siding'
        ? 'home with lap siding'
        : `stucco home with ${look.accent} accents`;
  const roof = look.roof === 'tile' ? 'a barrel-tile roof' : `a ${look.roof} roof`;
  const parts = [roof, `a ${WORDS[look.garage]}-car garage`];
  if (look.porch) parts.push('a covered porch');
  if (look.shutters) parts.push('shutters');
  const list = `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `${look.stories === 2 ? 'two-storey' : 'single-storey'} ${look.color[0]} ${finish} with ${list}`;
}

/** "Aspen, elevation B: two-storey …" */
export const elevationAlt = (plan: string, letter: string, look: ElevationLook): string =>
  `${plan}, elevation ${letter.toUpperCase()}: ${describeElevation(look)}`;

export const ROOMS = ['exterior', 'kitchen', 'living', 'bath', 'bedroom', 'lanai'] as const;
export type Room = (typeof ROOMS)[number];

/** Each room's pictures: the drawing of variant i is described by ROOM_VARIANTS[room][i]. */
export const ROOM_VARIANTS: Record<Room, string[]> = {
  exterior: [
    'Craftsman-style home with a gable roof, stone accents and a covered porch',
    'Coastal-style home with lap siding, shutters and a hip roof',
    'Two-storey stucco home with a barrel-tile roof and a three-car garage',
  ],
  kitchen: [
    'Kitchen with a quartz island, pendant lights and white shaker cabinets',
    'Kitchen with wood cabinets, a navy island and a subway-tile backsplash',
    'Kitchen with grey cabinets, stainless appliances and a window over the sink',
  ],
  living: [
    'Great room with a tray ceiling, a sectional sofa and sliding doors to the lanai',
    'Dining area with a table for six beside sliding doors to the lanai',
    'Flex room set up as a home office with a desk and bookshelves',
  ],
  bath: [
    "Owner's bath with dual vanities, two mirrors and a walk-in shower",
    'Walk-in shower with frameless glass and a tiled bench',
    'Guest bath with a single vanity and a tub with a shower',
  ],
  bedroom: [
    "Owner's suite with an upholstered bed, nightstands and a walk-in closet",
    'Secondary bedroom with a twin bed, a ceiling fan and a window seat',
  ],
  lanai: [
    'Covered lanai with outdoor seating facing a pond',
    'Extended lanai with an outdoor kitchen and a dining table',
  ],
};

/** The look of the gallery's three exterior variants (ROOM_VARIANTS.exterior). */
export const EXTERIOR_VARIANT_LOOKS: ElevationLook[] = [
  {
    stories: 1,
    garage: 2,
    roof: 'gable',
    accent: 'stone',
    porch: true,
    shutters: false,
    color: BODY_COLORS[7],
    garageLeft: true,
  },
  {
    stories: 1,
    garage: 2,
    roof: 'hip',
    accent: 'siding',
    porch: false,
    shutters: true,
    color: BODY_COLORS[3],
    garageLeft: false,
  },
  {
    stories: 2,
    garage: 3,
    roof: 'tile',
    accent: 'stucco',
    porch: true,
    shutters: false,
    color: BODY_COLORS[0],
    garageLeft: true,
  },
];

/** The homepage's hero slides: wide streetscapes at dusk and in sun (hero-1 … hero-5). */
export const HERO_VARIANTS: { alt: string; dusk: boolean; water: boolean; palms: boolean }[] = [
  {
    alt: 'A street of new single-storey homes at dusk, lights on in the windows',
    dusk: true,
    water: false,
    palms: true,
  },
  { alt: 'Lakefront homes with a dock on a sunny afternoon', dusk: false, water: true, palms: false },
  { alt: 'Palm-lined street of new homes under a blue sky', dusk: false, water: false, palms: true },
  { alt: 'Homes around a pond at sunset, reflected in the water', dusk: true, water: true, palms: false },
  { alt: 'Oak-shaded street of model homes on a sunny morning', dusk: false, water: false, palms: false },
];

/** A community's picture: a street of its homes (even ids) or an aerial view (odd ids). */
export const communityPictureAlt = (id: number): string =>
  id % 2
    ? 'Aerial view of the neighbourhood: curving streets, rooftops, a pond and trees'
    : 'A street of new homes with young oaks and palms';

/** Apartment pictures (Lake Mirror Flats). */
export const APARTMENT_ROOMS: Record<'exterior' | 'living' | 'kitchen', string> = {
  exterior: 'three-storey apartment building with balconies and palms',
  living: 'living room with a sofa and a wide window',
  kitchen: 'kitchen with an island and white cabinets',
};
