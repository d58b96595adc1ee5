// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAwards, getCollections, getVideos } from '../../../../core/api/reads/content';
import { getHomes } from '../../../../core/api/reads/home';
import { getCommunityNames, getRegionNames } from '../../../../core/api/reads/names';
import { getCareer, getCareers } from '../../../../core/api/reads/career';
import { getCharities, getHomeownerStories, getTeam, getTestimonials } from '../../../../core/api/reads/people';
import { getSalesSpecialists } from '../../../../core/api/reads/sales';
import { getRegion } from '../../../../core/api/reads/region';
import { getContractors, getWarrantyItems } from '../../../../core/api/reads/service';
import { getAmenities, getCommunities, getCommunity } from '../../../../core/api/reads/community';
import { getAssets } from '../../../../core/api/reads/content';
import { getEvents } from '../../../../core/api/reads/event';
import { getHome } from '../../../../core/api/reads/home';
import { getModelCenters } from '../../../../core/api/reads/sales';
import { getPlan, getPlans } from '../../../../core/api/reads/plan';
import { getRegions } from '../../../../core/api/reads/region';
import { getApartmentResidence, getResidence, getResidences } from '../../../../core/api/reads/residence';
import { createSeed, HERO_TAG } from '../../../../demo/data';
import { demoApp, fetchFromApp } from './app-fetch';

const seed = createSeed();
const app = demoApp({ seed });

beforeEach(() => fetchFromApp(app));
afterEach(() => vi.unstubAllGlobals());

const results = <T>(r: { status: string; results: T[] }) => {
  expect(r.status).toBe('success');
  return r.results;
};

describe('the demo API, read through the core client', () => {
  it.each([
    ['regions', getRegions, seed.regions.length],
    ['region names', getRegionNames, seed.regions.length],
    ['communities', () => getCommunities(), seed.communities.length],
    ['community names', () => getCommunityNames(), seed.communities.length],
    ['plans', () => getPlans(), seed.plans.length],
    ['residences', () => getResidences(), seed.residences.length],
    ['homes', () => getHomes(), seed.homes.length],
    ['collections', () => getCollections(), seed.collections.length],
    ['careers', () => getCareers(), seed.careers.length],
    ['events', () => getEvents(), seed.events.length],
    ['testimonials', () => getTestimonials(), seed.testimonials.length],
    ['videos', () => getVideos(), seed.videos.length],
    ['awards', () => getAwards(), seed.awards.length],
    ['charities', () => getCharities(), 15],
    ['homeowner stories', () => getHomeownerStories(), 4],
    ['model centers', () => getModelCenters(), seed.modelCenters.length],
    ['team', () => getTeam(), seed.team.length],
    ['sales specialists', () => getSalesSpecialists(), seed.salesSpecialists.length],
    ['contractors', () => getContractors(), seed.contractors.length],
    // A visitor sees only the issues they created (tests/unit/demo/security/uploads.test.ts): none yet.
    ['warranty items', () => getWarrantyItems(), 0],
    ['amenities of community 25', () => getAmenities(25), 5],
  ])('answers the %s list in the shape the client accepts', async (_, read, count) => {
    const answer = await read();
    expect(answer.status).toBe('success');
    expect(answer.results).toHaveLength(count);
  });

  it.each([
    ['region 3', () => getRegion(3), 'Winter Haven'],
    ['community 25', () => getCommunity(25), 'On Your Land'],
    ['plan 101', () => getPlan(101), 'Aspen'],
    ['residence 1001', () => getResidence(1001), seed.residences[0].name],
    ['apartment residence 7001', () => getApartmentResidence(7001), 'The Hollis'],
    ['home 501', () => getHome(501), undefined],
    ['career 1', () => getCareer(1), undefined],
  ])('answers %s as one item the client accepts', async (_, read, name) => {
    const answer = await read();
    expect(answer.status).toBe('success');
    if (name && answer.status === 'success') expect((answer.result as { name: string }).name).toBe(name);
  });

  it.each([
    ['No regions found', () => getRegion(99)],
    ['No communities found', () => getCommunity(999)],
    ['No floorplans found', () => getPlan(1)],
    ['No residences found', () => getResidence(5)],
    ['No residences found', () => getApartmentResidence(1001)],
    ['No homes found', () => getHome(1)],
    ['No careers found', () => getCareer(404)],
    ['No amenities found', () => getAmenities(2)],
  ])('gives the client its default message “%s” for an unknown id', async (message, read) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await read()).toMatchObject({ status: 'failure', message });
  });

  it('sends one community with the plans it offers, smallest first', async () => {
    const answer = await getCommunity(14);
    if (answer.status !== 'success') throw new Error(answer.message);
    const residences = answer.result.residences ?? [];
    expect(residences.length).toBeGreaterThan(0);
    expect(residences.every((r) => r.community_id === 14)).toBe(true);
    expect(residences.map((r) => r.displayOrder)).toEqual(residences.map((_, i) => i + 1));
  });

  it('narrows communities by region_id, residences and homes by community_id', async () => {
    expect(results(await getCommunities({ query: { region_id: 3 } })).map((c) => c.region)).toEqual([
      'Winter Haven',
      'Winter Haven',
    ]);
    const residences = results(await getResidences({ query: { community_id: 14 } }));
    expect(residences.length).toBeGreaterThan(0);
    expect(residences.every((r) => r.community_id === 14)).toBe(true);
    const homes = results(await getHomes({ query: { community_id: 14 } }));
    expect(homes.length).toBeGreaterThan(0);
    expect(homes.every((h) => h.community_id === 14)).toBe(true);
    expect(results(await getHomes({ query: { community_id: 'abc' } }))).toEqual([]);
  });

  it('narrows plans to those offered in a community (the own-land page asks for 25)', async () => {
    const plans = results(await getPlans({ query: { community_id: 25 } }));
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.every((p) => p.is_on_your_lot && p.residences.some((r) => r.community_id === 25))).toBe(true);
  });

  it('narrows testimonials by any of the four community keys', async () => {
    expect(results(await getTestimonials({ query: { community_id: 14 } })).map((t) => t.id)).toEqual([1, 12]);
    expect(results(await getTestimonials({ query: { apartment_community_id: 701 } })).map((t) => t.id)).toEqual([
      9, 13,
    ]);
    expect(results(await getTestimonials({ query: { storage_community_id: 801 } })).map((t) => t.id)).toEqual([10, 14]);
    expect(results(await getTestimonials({ query: { commercial_community_id: 901 } })).map((t) => t.id)).toEqual([
      11, 15,
    ]);
  });

  it('sends the hero slides for flag=hero, and the gallery without them otherwise', async () => {
    const hero = results(await getAssets({ query: { flag: HERO_TAG } }));
    expect(hero.length).toBeGreaterThan(0);
    expect(hero.every((a) => a.tags.includes(HERO_TAG))).toBe(true);
    const gallery = results(await getAssets());
    expect(gallery.some((a) => a.tags.includes(HERO_TAG))).toBe(false);
    const ofCommunity = results(await getAssets({ query: { community_id: 3, flag: 'kitchen' } }));
    expect(ofCommunity.every((a) => a.community_id === 3 && a.tags.includes('Kitchen'))).toBe(true);
  });

  it('narrows videos by flag', async () => {
    const care = results(await getVideos({ query: { flag: 'homeowner-care' } }));
    expect(care.length).toBeGreaterThan(0);
    expect(care.every((v) => v.flag === 'homeowner-care')).toBe(true);
  });
});
