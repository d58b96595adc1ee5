import type { Residence } from '../../core/api/schemas/residence';
import { type CommunitySite, communityUrl, ON_YOUR_LAND_ID } from './communities';
import { BASE_PLAN_COUNT, basePrice, type PlanDesign, planElevations, planUrl } from './plans';
import { planFloorPlans } from './floor-plans';
import type { Random } from './random';
import { slugify } from './slug';

const MIN_PLANS_A_COMMUNITY = 4;

/**
 * Which plans each community offers: every plan in 2-4 communities, on-your-lot plans also on
 * your land, and every community at least 4 plans.
 */
export function assignPlans(
  designs: PlanDesign[],
  sites: CommunitySite[],
  random: Random,
  fill = true,
): [CommunitySite, PlanDesign][] {
  const neighbourhoods = sites.filter((s) => s.id !== ON_YOUR_LAND_ID);
  const ownLand = sites.find((s) => s.id === ON_YOUR_LAND_ID);
  const pairs: [CommunitySite, PlanDesign][] = [];
  for (const design of designs) {
    for (const site of random.sample(neighbourhoods, random.int(2, 4))) pairs.push([site, design]);
    if (design.on_your_lot && ownLand) pairs.push([ownLand, design]);
  }
  if (fill)
    for (const site of neighbourhoods) {
      const offered = () => designs.filter((d) => pairs.some(([s, p]) => s === site && p === d));
      while (offered().length < MIN_PLANS_A_COMMUNITY) {
        const missing = designs.filter((d) => !offered().includes(d));
        pairs.push([site, random.pick(missing)]);
      }
    }
  return pairs;
}

/** A plan as offered in one community, priced with that community's premium. */
function toResidence(id: number, site: CommunitySite, design: PlanDesign): Residence {
  const slug = slugify(design.name);
  return {
    id,
    name: design.name,
    url: `${communityUrl(site)}/floorplans/${slug}`,
    price: site.premium === null || !design.priced ? null : basePrice(design) + site.premium,
    community_id: site.id,
    community: site.name,
    bed_low: design.bed_low,
    bed_high: design.bed_high,
    bath_low: design.bath_low,
    bath_high: design.bath_high,
    sqft_low: design.sqft_low,
    sqft_high: design.sqft_high,
    is_on_your_lot: site.id === ON_YOUR_LAND_ID,
    displayOrder: 0,
    elevationImages: planElevations(design),
    // As its plan: the benchmark's copies carry no drawings (demo/data/plans.ts).
    ...(design.id < 101 + BASE_PLAN_COUNT ? { floorPlanImages: planFloorPlans(design) } : {}),
    plan: { id: design.id, name: design.name, url: planUrl(design) },
    favoriteableType: 'residence',
    video_code: design.video_code,
    stories: design.stories,
    garage: design.garage,
  };
}

/** Residences with ids from 1001 in the order given; each community lists its plans smallest first. */
export function buildResidences(pairs: [CommunitySite, PlanDesign][]): Residence[] {
  const residences = pairs.map(([site, design], i) => toResidence(1001 + i, site, design));
  const byCommunity = new Map<number, Residence[]>();
  for (const r of residences) byCommunity.set(r.community_id, [...(byCommunity.get(r.community_id) ?? []), r]);
  for (const list of byCommunity.values())
    list
      .sort((a, b) => (a.sqft_low ?? 0) - (b.sqft_low ?? 0) || a.id - b.id)
      .forEach((r, i) => (r.displayOrder = i + 1));
  return residences;
}
