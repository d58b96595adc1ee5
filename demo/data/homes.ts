import type { Home } from '../../core/api/schemas/home';
import type { Residence } from '../../core/api/schemas/residence';
import { featureSheetUrl } from '../../core/rules/feature-sheet';
import { type CommunitySite, communityDocuments, communityUrl, ON_YOUR_LAND_ID } from './communities';
import { describeElevation, ROOM_VARIANTS } from '../pictures/looks';
import { imagePair } from './images';
import { PLAN_DESIGNS, planLook } from './plans';
import { slugify } from './slug';
import type { Random } from './random';

const HOME_COUNT = 24;
const STREETS: Record<number, string[]> = {
  3: ['Preserve Loop', 'Heron Ridge Dr', 'Cattail Ct'],
  5: ['Live Oak Trl', 'Gibson Shores Dr'],
  12: ['Highland Fields Pkwy', 'Meadowlark Ln', 'Foxtail Way'],
  14: ['Lake Shipp Dr', 'Landing Cove', 'Harbor View Ct'],
  17: ['Cypress Point Blvd', 'Garden Path Ln'],
  19: ['Ariana Shores Dr', 'Blue Gill Ct'],
  23: ['Peace River Way', 'Mosaic Trl'],
  27: ['Grove Crest Dr', 'Orange Blossom Ln'],
  31: ['Ridgewood Lakes Blvd', 'Fairway Vista Dr'],
  34: ['Grace Ranch Way', 'Pasture Gate Rd'],
};
/** A home's pictures after its front: [room, variant of ROOM_VARIANTS], chosen by the home's id. */
const ROOMS = ['kitchen', 'living', 'bath', 'lanai'] as const;

/** A home's front (its plan's elevation A or B) and four rooms, each alt saying what it shows. */
function homePictures(id: number, street: string, planName: string): Home['images'] {
  const design = PLAN_DESIGNS.find((d) => d.name === planName);
  const letter = id % 2 ? 'b' : 'a';
  const front = {
    img: imagePair(`home-${id}-${slugify(planName)}-elevation-${letter}`),
    alt: design
      ? `${street}, the ${planName} plan: ${describeElevation(planLook(design, letter))}`
      : `${street}, the ${planName} plan`,
  };
  return [
    front,
    ...ROOMS.map((room, i) => {
      const variant = room === 'bath' ? 0 : (id + i) % ROOM_VARIANTS[room].length;
      return {
        img: imagePair(`home-${id}-${room}-${variant}`),
        alt: `${street}: ${lower(ROOM_VARIANTS[room][variant])}`,
      };
    }),
  ];
}

const lower = (text: string) => text[0].toLowerCase() + text.slice(1);

/**
 * Move-in-ready homes: built plans on real-sounding streets of the communities now selling,
 * priced at the plan's price there plus the lot. One has no published price.
 */
export function buildHomes(sites: CommunitySite[], residences: Residence[], random: Random): Home[] {
  const selling = sites.filter((s) => s.availability === 'now-selling' && s.id !== ON_YOUR_LAND_ID && STREETS[s.id]);
  return Array.from({ length: HOME_COUNT }, (_, i) => {
    const site = selling[i % selling.length];
    const offered = residences.filter((r) => r.community_id === site.id && r.price !== null);
    // Every other home is one of the community's larger plans, so 2000+ sq ft homes are common.
    const residence =
      i % 2 ? offered[offered.length - 1 - random.int(0, Math.min(2, offered.length - 1))] : random.pick(offered);
    const withOption = residence.sqft_high !== null && random.next() < 0.4;
    const sqft = withOption ? residence.sqft_high! : residence.sqft_low!;
    const [street, town] = [random.pick(STREETS[site.id]), site.address.split(', ').slice(1).join(', ')];
    const address = `${random.int(10, 99) * 100 + random.int(1, 99)} ${street}, ${town}`;
    const id = 501 + i;
    const documents = communityDocuments(site);
    const ready = i % 3 !== 2;
    return {
      id,
      address,
      beds: withOption && residence.bed_high ? residence.bed_high : residence.bed_low!,
      baths: withOption && residence.bath_high ? residence.bath_high : residence.bath_low!,
      sqft,
      price: i === 7 ? null : residence.price! + random.int(2, 25) * 1_000,
      community_id: site.id,
      community: { id: site.id, name: site.name, url: communityUrl(site), ...documents, phone: site.phone },
      featureUrl: featureSheetUrl(sqft, documents) ?? null,
      plan: residence.name,
      status: ready ? 'Move-In Ready' : 'Under Construction',
      // Fixed days, so the seed is the same on every start: the finished homes' have passed
      // ("Ready to move in now"), the others' are a few months out, spread by the home's number.
      move_in_date: ready
        ? '2026-09-15'
        : `2027-${String(3 + (i % 6)).padStart(2, '0')}-${String(1 + ((i * 7) % 27)).padStart(2, '0')}`,
      images: homePictures(id, address.split(',')[0], residence.name),
      // The drawings of the plan it was built from (the residence carries its plan's).
      floorPlanImages: residence.floorPlanImages,
      description: ready
        ? `A finished ${residence.name} plan in ${site.name}, ready for you to move in: ${sqft.toLocaleString('en-US')} sq ft on a landscaped homesite.`
        : `A ${residence.name} plan under construction in ${site.name}; choose your finishes while there is still time.`,
    };
  });
}
