import type { Amenity } from '../../core/api/schemas/amenity';
import type { Asset, Award, Collection, Video } from '../../core/api/schemas/content';
import type { Career } from '../../core/api/schemas/career';
import type { Charity, HomeownerStory, TeamMember, Testimonial } from '../../core/api/schemas/people';
import type { ModelCenter, SalesSpecialist } from '../../core/api/schemas/sales';
import type { Community } from '../../core/api/schemas/community';
import type { ContractorEntry, WarrantyItem } from '../../core/api/schemas/service';
import type { HbEvent } from '../../core/api/schemas/event';
import type { Home } from '../../core/api/schemas/home';
import type { Lot } from '../../core/api/schemas/lot';
import type { Plan } from '../../core/api/schemas/plan';
import type { Region } from '../../core/api/schemas/region';
import type { Residence } from '../../core/api/schemas/residence';
import { buildAmenities } from './amenities';
import { APARTMENT_RESIDENCES } from './apartments';
import { buildAssets } from './assets';
import { buildAwards } from './awards';
import { CAREERS } from './careers';
import { CHARITIES } from './charities';
import { COLLECTIONS } from './collections';
import { COMMUNITY_SITES, toCommunity } from './communities';
import { CONTRACTORS } from './contractors';
import { EVENTS } from './events';
import { buildHomes } from './homes';
import { buildLots } from './lots';
import { MODEL_CENTERS } from './model-centers';
import { extraPlanDesigns, PLAN_DESIGNS, toPlan } from './plans';
import { createRandom } from './random';
import { REGIONS } from './regions';
import { assignPlans, buildResidences } from './residences';
import { HOMEOWNER_STORIES } from './stories';
import { SALES_SPECIALISTS, TEAM } from './team';
import { TESTIMONIALS } from './testimonials';
import { VIDEOS } from './videos';
import { WARRANTY_ITEMS } from './warranty';

/** Everything the demo CMS serves. Every item passes its struct of core/api/schemas. */
export interface Seed {
  regions: Region[];
  /** Without `residences` (GET /api/community/:id adds them); price and ranges come from the plans offered. */
  communities: Community[];
  plans: Plan[];
  residences: Residence[];
  /** GET /api/apartment-residence/:id: the apartments the CMS also manages. */
  apartmentResidences: Residence[];
  homes: Home[];
  /** By community id: the lots of its site plan (GET /api/lot?community_id=, issue 34). */
  lots: Record<number, Lot[]>;
  collections: Collection[];
  assets: Asset[];
  videos: Video[];
  awards: Award[];
  charities: Charity[];
  homeownerStories: HomeownerStory[];
  careers: Career[];
  team: TeamMember[];
  salesSpecialists: SalesSpecialist[];
  modelCenters: ModelCenter[];
  contractors: ContractorEntry[];
  testimonials: Testimonial[];
  events: HbEvent[];
  /** By community id. */
  amenities: Record<number, Amenity[]>;
  warrantyItems: WarrantyItem[];
}

export interface SeedOptions {
  /** More generated plans (with their residences) for the benchmark. */
  extraPlans?: number;
}

/** The seeds of the random streams: one a group, so adding extra plans changes nothing else. */
const STREAMS = {
  plans: 1985,
  extraPlans: 2025,
  homes: 33801,
  assets: 33830,
  awards: 1996,
  amenities: 33844,
  lots: 34034,
};

/**
 * The demo's data for Polk County, Florida: the same on every call (seeded random source).
 * Each call returns fresh objects, so a test may change its copy freely.
 */
export function createSeed({ extraPlans = 0 }: SeedOptions = {}): Seed {
  const extras = extraPlanDesigns(createRandom(STREAMS.extraPlans), extraPlans);
  const firstExtraId = Math.max(...PLAN_DESIGNS.map((d) => d.id)) + 1;
  const pairs = [
    ...assignPlans(PLAN_DESIGNS, COMMUNITY_SITES, createRandom(STREAMS.plans)),
    ...assignPlans(extras, COMMUNITY_SITES, createRandom(STREAMS.extraPlans + 1), false),
  ];
  const residences = buildResidences(pairs);
  const offeredIn = (communityId: number) => residences.filter((r) => r.community_id === communityId);
  const offeredOf = (planId: number) => residences.filter((r) => r.plan.id === planId);
  const clone = <T>(value: T): T => structuredClone(value);
  const communities = COMMUNITY_SITES.map((site) => toCommunity(site, offeredIn(site.id)));
  const baseResidences = residences.filter((r) => r.plan.id < firstExtraId);
  // Homes are built from the base plans only, so extra plans leave them as they are.
  const homes = buildHomes(COMMUNITY_SITES, baseResidences, createRandom(STREAMS.homes));
  return {
    regions: clone(REGIONS),
    communities,
    plans: [...PLAN_DESIGNS, ...extras].map((design) => toPlan(design, offeredOf(design.id))),
    residences,
    apartmentResidences: clone(APARTMENT_RESIDENCES),
    homes,
    lots: buildLots(communities, baseResidences, homes, createRandom(STREAMS.lots)),
    collections: clone(COLLECTIONS),
    assets: buildAssets(COMMUNITY_SITES, createRandom(STREAMS.assets)),
    videos: clone(VIDEOS),
    awards: buildAwards(createRandom(STREAMS.awards)),
    charities: clone(CHARITIES),
    homeownerStories: clone(HOMEOWNER_STORIES),
    careers: clone(CAREERS),
    team: clone(TEAM),
    salesSpecialists: clone(SALES_SPECIALISTS),
    modelCenters: clone(MODEL_CENTERS),
    contractors: clone(CONTRACTORS),
    testimonials: clone(TESTIMONIALS),
    events: clone(EVENTS),
    amenities: buildAmenities(COMMUNITY_SITES, createRandom(STREAMS.amenities)),
    warrantyItems: clone(WARRANTY_ITEMS),
  };
}

export { ON_YOUR_LAND_ID } from './communities';
export { HERO_TAG, GALLERY_TAGS } from './assets';
export { VIDEO_FLAGS } from './videos';
export { CONTRACTOR_GROUPS } from './contractors';
export { APARTMENT_COMMUNITY } from './apartments';
export { APARTMENT_COMMUNITY_ID, COMMERCIAL_COMMUNITY_ID, STORAGE_COMMUNITY_ID } from './testimonials';
export { eventSlug } from './events';
