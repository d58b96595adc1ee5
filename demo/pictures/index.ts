/**
 * The demo's pictures, drawn as SVG from their names (no network, no binary files): elevations
 * of each plan and letter, interiors, community streets and aerials, hero streetscapes, award
 * badges and team portraits. The same name draws the same picture; no picture carries its name.
 */
import { PLAN_DESIGNS } from '../data/plans';
import { slugify } from '../data/slug';
import { badgePicture } from './badge';
import { elevationPicture } from './elevation';
import { EXTERIOR_VARIANT_LOOKS, elevationLook, HERO_VARIANTS, type Room, ROOMS } from './looks';
import { portraitPicture } from './portrait';
import { roomPicture } from './rooms';
import { aerialPicture, apartmentPicture, streetPicture } from './scenes';
import { type Drawing, hashOf, rngOf, svgDocument } from './svg';

export type { Drawing } from './svg';

/** Team members drawn with long hair or a bun (the others short, curly or shaved with a beard). */
const LONG_HAIR = /^(carolyn|denise|priya|jolene|amber|hannah|tamara)-/;

/** A plan's stories and garage from its name (the benchmark's "Aspen 31" draws as Aspen). */
function planFacts(slug: string): { base: string; stories: number; garage: number } {
  const base = slug.replace(/-\d+$/, '');
  const design = PLAN_DESIGNS.find((d) => slugify(d.name) === base);
  const h = hashOf(base);
  return { base, ...(design ?? { stories: 1 + (h % 2), garage: 2 + ((h >>> 3) % 2) }) };
}

/** What a picture of this name (without size or .svg) shows, or null for an unknown name. */
export function drawing(name: string): Drawing | null {
  const r = rngOf(name);
  let m = /^(?:home-\d+-|plan-)([a-z0-9-]+)-elevation-([a-z])$/.exec(name);
  if (m) {
    const facts = planFacts(m[1]);
    return elevationPicture(r, elevationLook(facts.base, m[2], facts.stories, facts.garage));
  }
  m = /^hero-(\d+)$/.exec(name);
  if (m) return streetPicture(r, HERO_VARIANTS[(Number(m[1]) - 1) % HERO_VARIANTS.length]);
  m = /^community-(\d+)$/.exec(name);
  if (m) {
    const id = Number(m[1]);
    return id % 2 ? aerialPicture(r) : streetPicture(r, { dusk: false, water: id % 4 === 0, palms: id % 3 === 0 });
  }
  m = /^apartment-[a-z0-9-]+-(exterior|living|kitchen)$/.exec(name);
  if (m) return m[1] === 'exterior' ? apartmentPicture(r) : roomPicture(r, m[1] as 'living' | 'kitchen', 0);
  m = /(?:^|-)(exterior|kitchen|living|bath|bedroom|lanai)-(\d+)(?:-\d+)?$/.exec(name);
  if (m && (ROOMS as readonly string[]).includes(m[1])) {
    const room = m[1] as Room;
    const variant = Number(m[2]);
    if (room === 'exterior')
      return elevationPicture(r, EXTERIOR_VARIANT_LOOKS[variant % EXTERIOR_VARIANT_LOOKS.length]);
    return roomPicture(r, room, variant);
  }
  m = /^award-(\d{4})-([a-z0-9-]+)$/.exec(name);
  if (m) return badgePicture(r, Number(m[1]), m[2]);
  if (name.startsWith('team-')) return portraitPicture(r, LONG_HAIR.test(name.slice(5)));
  if (name.startsWith('charity-')) return badgePicture(r, null, name);
  if (name.startsWith('event-')) return aerialPicture(r, true);
  if (name.startsWith('video-')) return roomPicture(r, r.pick(['kitchen', 'living', 'lanai'] as const), r.int(0, 1));
  return streetPicture(r, { dusk: false, water: false, palms: r() < 0.5 });
}

/** The SVG document of a picture at the pixel size its name asks for. */
export function pictureSvg(name: string, size: [number, number]): string | null {
  const d = drawing(name);
  if (!d) return null;
  const box = d.box ?? [1200, 800];
  const square = box[0] === box[1];
  return svgDocument(box, square ? [size[1], size[1]] : size, d.defs, d.body);
}
