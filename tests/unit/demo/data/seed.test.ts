import { array, type Struct, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { Amenity } from '../../../../core/api/schemas/amenity';
import { Community } from '../../../../core/api/schemas/community';
import { Asset, Award, Collection, Video } from '../../../../core/api/schemas/content';
import { HbEvent } from '../../../../core/api/schemas/event';
import { Home } from '../../../../core/api/schemas/home';
import { Lot, LOT_STATUSES } from '../../../../core/api/schemas/lot';
import { Career } from '../../../../core/api/schemas/career';
import { Charity, HomeownerStory, TeamMember, Testimonial } from '../../../../core/api/schemas/people';
import { ModelCenter, SalesSpecialist } from '../../../../core/api/schemas/sales';
import { Plan } from '../../../../core/api/schemas/plan';
import { Region } from '../../../../core/api/schemas/region';
import { Residence } from '../../../../core/api/schemas/residence';
import { ContractorEntry, WarrantyItem } from '../../../../core/api/schemas/service';
import { featureSheetUrl } from '../../../../core/rules/feature-sheet';
import { createSeed, HERO_TAG, ON_YOUR_LAND_ID, type Seed } from '../../../../demo/data';

const seed = createSeed();
const DESIRED_LOCATIONS = [
  'Auburndale',
  'Lake Wales',
  'Winter Haven',
  'Bartow',
  'North Lakeland',
  'On Your Land',
  'Haines City',
  'South Lakeland',
];

// biome-ignore lint/suspicious/noExplicitAny: a struct of any entity; superstruct's Struct<T, S> is checked both ways in T, so only any takes them all
const STRUCTS: { [K in Exclude<keyof Seed, 'amenities' | 'lots'>]: Struct<any, any> } = {
  regions: Region,
  communities: Community,
  plans: Plan,
  residences: Residence,
  apartmentResidences: Residence,
  homes: Home,
  collections: Collection,
  assets: Asset,
  videos: Video,
  awards: Award,
  charities: Charity,
  homeownerStories: HomeownerStory,
  careers: Career,
  team: TeamMember,
  salesSpecialists: SalesSpecialist,
  modelCenters: ModelCenter,
  contractors: ContractorEntry,
  testimonials: Testimonial,
  events: HbEvent,
  warrantyItems: WarrantyItem,
};

describe('the demo seed', () => {
  it.each(Object.entries(STRUCTS))('has %s that all pass their struct of core/api/schemas', (key, struct) => {
    const [error] = validate(seed[key as keyof typeof STRUCTS], array(struct));
    expect(error?.message).toBeUndefined();
  });

  it('has amenities for every community that pass the Amenity struct', () => {
    for (const community of seed.communities) {
      const [error] = validate(seed.amenities[community.id], array(Amenity));
      expect(error?.message).toBeUndefined();
    }
  });

  it('has the lots of every community with a site plan (issue 34), on the plan, with every status in at least three', () => {
    const withPlan = seed.communities.filter((c) => c.sitePlan && seed.residences.some((r) => r.community_id === c.id));
    expect(Object.keys(seed.lots).map(Number).sort()).toEqual(withPlan.map((c) => c.id).sort());
    let everyStatus = 0;
    for (const [id, lots] of Object.entries(seed.lots)) {
      const [error] = validate(lots, array(Lot));
      expect(error?.message).toBeUndefined();
      const offered = new Set(seed.residences.filter((r) => r.community_id === Number(id)).map((r) => r.id));
      for (const lot of lots) {
        expect(lot.residence_ids.length).toBeGreaterThan(0);
        for (const r of lot.residence_ids) expect(offered.has(r), `lot ${lot.id}: residence ${r}`).toBe(true);
        for (const [x, y] of lot.shape) for (const f of [x, y]) expect(f >= 0 && f <= 1).toBe(true);
        if (lot.home_id !== null) {
          const home = seed.homes.find((h) => h.id === lot.home_id);
          expect(home?.community_id).toBe(Number(id));
          expect(home?.status).toBe('Move-In Ready');
          expect(lot.status).toBe('quick-move-in');
        }
      }
      if (LOT_STATUSES.every((s) => lots.some((l) => l.status === s && (s !== 'available' || l.premium))))
        everyStatus++;
    }
    expect(everyStatus).toBeGreaterThanOrEqual(3);
  });

  it('is the same on every call, and each call gets its own copy', () => {
    const again = createSeed();
    expect(again).toEqual(seed);
    again.regions[0].name = 'Changed';
    expect(createSeed().regions[0].name).toBe('North Lakeland');
  });

  it('has a region with an seo_name for each of the 8 desired locations', () => {
    expect(seed.regions.map((r) => r.name).sort()).toEqual([...DESIRED_LOCATIONS].sort());
    for (const region of seed.regions) expect(region.seo_name).toMatch(/^[a-z0-9-]+$/);
  });

  it('has at least 12 communities spread over all 8 desired locations, around 28.01, -81.93', () => {
    expect(seed.communities.length).toBeGreaterThanOrEqual(12);
    expect(new Set(seed.communities.map((c) => c.region))).toEqual(new Set(DESIRED_LOCATIONS));
    for (const c of seed.communities) {
      expect(Math.abs(c.latitude - 28.01)).toBeLessThan(0.3);
      expect(Math.abs(c.longitude + 81.93)).toBeLessThan(0.45);
      expect(c.url).toMatch(/^\/community\/[a-z0-9-]+$/);
    }
  });

  it('has community 25, "On Your Land", offering only on-your-lot plans', () => {
    const ownLand = seed.communities.find((c) => c.id === ON_YOUR_LAND_ID);
    expect(ownLand?.name).toBe('On Your Land');
    const offered = seed.residences.filter((r) => r.community_id === ON_YOUR_LAND_ID);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((r) => r.is_on_your_lot)).toBe(true);
  });

  it('mixes availability: most now selling, some coming soon, one sold out', () => {
    const count = (a: string) => seed.communities.filter((c) => c.availability === a).length;
    expect(count('now-selling')).toBeGreaterThan(seed.communities.length / 2);
    expect(count('coming-soon')).toBeGreaterThanOrEqual(1);
    expect(count('sold-out')).toBe(1);
  });

  it('prices communities between 180,000 and 420,000, with one unpriced', () => {
    const prices = seed.communities.map((c) => c.price);
    expect(prices.filter((p) => p === null)).toHaveLength(1);
    for (const p of prices.filter((x): x is number => x !== null))
      expect(p).toSatisfy((n: number) => n >= 180_000 && n <= 420_000);
    for (const r of seed.residences.filter((x) => x.price !== null))
      expect(r.price).toSatisfy((n: number) => n >= 180_000 && n <= 420_000);
  });

  it('leaves some community documents out, so the feature-sheet fallback is exercised', () => {
    expect(seed.communities.some((c) => !c.featuresHighPdf && c.featuresLowPdf)).toBe(true);
    expect(seed.communities.some((c) => !c.featuresHighPdf && !c.featuresLowPdf && c.brochurePdf)).toBe(true);
    expect(seed.communities.some((c) => !c.featuresHighPdf && !c.featuresLowPdf && !c.brochurePdf)).toBe(true);
  });

  it('has at least 30 plans, some on your lot, some unpriced, some with no sqft_high or bed_high', () => {
    expect(seed.plans.length).toBeGreaterThanOrEqual(30);
    expect(seed.plans.some((p) => p.is_on_your_lot)).toBe(true);
    expect(seed.plans.some((p) => p.price === null)).toBe(true);
    expect(seed.plans.some((p) => p.sqft_high === null)).toBe(true);
    expect(seed.plans.some((p) => p.bed_high === null)).toBe(true);
    for (const p of seed.plans) expect(p.url).toMatch(/^\/our-floorplans\/[a-z0-9-]+$/);
  });

  it('lists on each plan exactly the residences that offer it, with their prices', () => {
    for (const plan of seed.plans) {
      const offered = seed.residences.filter((r) => r.plan.id === plan.id);
      expect(plan.residences.map((o) => [o.id, o.community_id, o.price])).toEqual(
        offered.map((r) => [r.id, r.community_id, r.price]),
      );
      expect(plan.residences.length).toBeGreaterThan(0);
    }
  });

  it('gives every community its plans as residences, numbered by display order', () => {
    for (const community of seed.communities) {
      const offered = seed.residences
        .filter((r) => r.community_id === community.id)
        .sort((a, b) => a.displayOrder - b.displayOrder);
      expect(offered.length).toBeGreaterThanOrEqual(4);
      expect(offered.map((r) => r.displayOrder)).toEqual(offered.map((_, i) => i + 1));
      expect(community.price).toBe(
        offered.some((r) => r.price !== null)
          ? Math.min(...offered.flatMap((r) => (r.price === null ? [] : [r.price])))
          : null,
      );
    }
  });

  it('has at least 20 move-in-ready homes, some of 2000 sq ft or more, with the feature sheet the rule picks', () => {
    expect(seed.homes.length).toBeGreaterThanOrEqual(20);
    expect(seed.homes.filter((h) => h.sqft >= 2000).length).toBeGreaterThan(0);
    expect(seed.homes.filter((h) => h.sqft < 2000).length).toBeGreaterThan(0);
    for (const home of seed.homes) {
      expect(seed.communities.find((c) => c.id === home.community_id)?.availability).toBe('now-selling');
      expect(home.featureUrl ?? undefined).toBe(featureSheetUrl(home.sqft, home.community));
    }
  });

  it('has move-in-ready homes on every branch of the feature-sheet rule (the hb-home-detail browser test uses 501, 502, 503, 506, 508)', () => {
    const branch = (h: (typeof seed.homes)[number]) =>
      h.sqft >= 2000 && h.community.featuresHighPdf
        ? 'high'
        : h.community.featuresLowPdf
          ? h.sqft < 2000 && h.community.featuresHighPdf
            ? 'low, small home'
            : 'low'
          : h.community.brochurePdf
            ? 'brochure'
            : 'none';
    expect(new Set(seed.homes.map(branch))).toEqual(new Set(['high', 'low, small home', 'low', 'brochure', 'none']));
  });

  it('has awards for every year from 1996 to 2024, several in some years', () => {
    const years = seed.awards.map((a) => a.year);
    for (let year = 1996; year <= 2024; year++) expect(years).toContain(year);
    expect(Math.min(...years)).toBe(1996);
    expect(Math.max(...years)).toBe(2024);
    expect(years.some((y) => years.filter((x) => x === y).length > 1)).toBe(true);
  });

  it('has exactly 15 charities with image, alt text and name', () => {
    expect(seed.charities).toHaveLength(15);
    expect(new Set(seed.charities.map((c) => c.name)).size).toBe(15);
    for (const c of seed.charities) expect(c.alt).toContain(c.name);
  });

  it('has exactly four homeowner stories', () => {
    expect(seed.homeownerStories).toHaveLength(4);
    expect(seed.homeownerStories.map((s) => s.id)).toEqual([1, 2, 3, 4]);
  });

  it('has the people and content the other pages need', () => {
    expect(seed.careers.length).toBeGreaterThanOrEqual(5);
    expect(seed.careers.every((c) => c.description.startsWith('<p>'))).toBe(true);
    expect(seed.team.length).toBeGreaterThanOrEqual(8);
    expect(new Set(seed.team.map((m) => m.seo_name)).size).toBe(seed.team.length);
    expect(seed.events.length).toBeGreaterThanOrEqual(3);
    expect(seed.testimonials.some((t) => t.community_id !== null)).toBe(true);
    expect(seed.testimonials.some((t) => t.apartment_community_id)).toBe(true);
    expect(seed.modelCenters.length).toBeGreaterThan(0);
    expect(seed.salesSpecialists.length).toBeGreaterThan(0);
    expect(new Set(seed.contractors.map((c) => c.group))).toEqual(
      new Set(['directory', 'during-construction', 'after-hours']),
    );
  });

  it('tags gallery pictures, with hero slides for the homepage and pictures of each community', () => {
    const tags = new Set(seed.assets.flatMap((a) => a.tags));
    for (const tag of [HERO_TAG, 'Kitchen', 'Exterior', 'Living', 'Bath']) expect(tags).toContain(tag);
    for (const community of seed.communities)
      expect(seed.assets.some((a) => a.community_id === community.id)).toBe(true);
    for (const a of seed.assets) expect(a.img.small).toMatch(/^\/demo-assets\/[a-z0-9-]+-small\.svg$/);
  });

  it('gives every community the five amenity kinds, each with 2 to 5 pins nearby', () => {
    for (const community of seed.communities) {
      const amenities = seed.amenities[community.id];
      expect(amenities.map((a) => a.name)).toEqual(['Schools', 'Shopping', 'Dining', 'Parks', 'Healthcare']);
      for (const { pins } of amenities) {
        expect(pins.length).toBeGreaterThanOrEqual(2);
        expect(pins.length).toBeLessThanOrEqual(5);
        for (const pin of pins)
          expect(Math.hypot(pin.latitude - community.latitude, pin.longitude - community.longitude)).toBeLessThan(0.05);
      }
    }
  });

  it('adds extra plans for the benchmark, each offered somewhere, without changing the rest', () => {
    const big = createSeed({ extraPlans: 200 });
    expect(big.plans).toHaveLength(seed.plans.length + 200);
    expect(new Set(big.plans.map((p) => p.id)).size).toBe(big.plans.length);
    expect(big.plans.every((p) => p.residences.length > 0)).toBe(true);
    expect(big.homes).toEqual(seed.homes);
    const [error] = validate(big.plans, array(Plan));
    expect(error?.message).toBeUndefined();
  });
});
