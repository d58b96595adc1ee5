// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validate } from 'superstruct';
import { getHome } from '../../../../../core/api/reads/home';
import { getPlan } from '../../../../../core/api/reads/plan';
import { getResidence } from '../../../../../core/api/reads/residence';
import { Plan } from '../../../../../core/api/schemas/plan';
import { createSeed } from '../../../../../demo/data';
import { fakeFetch, json } from '../fake-fetch';

afterEach(() => vi.unstubAllGlobals());

const seed = createSeed();
const aspen = seed.plans.find((p) => p.name === 'Aspen')!;
const { floorPlanImages: _, ...olderCms } = aspen;

describe('floorPlanImages, the drawings beside elevationImages (optional: older CMSs have none)', () => {
  it('passes a plan with its drawings, each an image pair with its floor and alt text', async () => {
    expect(aspen.floorPlanImages?.[0]).toEqual({
      img: { small: '/demo-assets/floor-plan-aspen-1.svg', large: '/demo-assets/floor-plan-aspen-1.svg' },
      label: 'First floor',
      alt: expect.stringContaining('Aspen floor plan, first floor'),
    });
    fakeFetch(() => json({ status: 'success', result: aspen }));
    expect(await getPlan(aspen.id)).toMatchObject({
      status: 'success',
      result: { floorPlanImages: aspen.floorPlanImages },
    });
  });

  it('passes a plan without the field, as an older CMS sends it', async () => {
    expect(validate(olderCms, Plan)[0]).toBeUndefined();
    fakeFetch(() => json({ status: 'success', result: olderCms }));
    const read = await getPlan(aspen.id);
    expect(read.status).toBe('success');
    expect(read.result?.floorPlanImages).toBeUndefined();
  });

  it.each([
    ['a drawing without its image pair', [{ alt: 'Aspen floor plan', label: 'First floor' }]],
    ['a drawing whose label is a number', [{ img: { small: '/a.svg', large: '/a.svg' }, label: 1 }]],
    ['drawings that are not a list', { img: { small: '/a.svg', large: '/a.svg' } }],
  ])('turns %s into the failure result with spec.md’s message', async (_name, floorPlanImages) => {
    fakeFetch(() => json({ status: 'success', result: { ...aspen, floorPlanImages } }));
    expect(await getPlan(aspen.id)).toMatchObject({
      status: 'failure',
      message: 'No floorplans found',
      reason: 'data',
    });
    const residence = seed.residences[0];
    fakeFetch(() => json({ status: 'success', result: { ...residence, floorPlanImages } }));
    expect(await getResidence(residence.id)).toMatchObject({ status: 'failure', reason: 'data' });
    const home = seed.homes[0];
    fakeFetch(() => json({ status: 'success', result: { ...home, floorPlanImages } }));
    expect(await getHome(home.id)).toMatchObject({ status: 'failure', message: 'No homes found', reason: 'data' });
  });

  it('gives every plan, residence and home of the demo its drawings: one a floor, and the option where the plan has one', () => {
    for (const plan of seed.plans) {
      const design = { floors: plan.description?.includes('two-story') ? 2 : 1, option: plan.sqft_high !== null };
      expect(
        plan.floorPlanImages?.map((d) => d.label),
        plan.name,
      ).toEqual([
        'First floor',
        ...(design.floors === 2 ? ['Second floor'] : []),
        ...(design.option ? ['First floor with the optional bonus suite'] : []),
      ]);
    }
    expect(seed.residences.every((r) => r.floorPlanImages?.length)).toBe(true);
    expect(seed.homes.every((h) => h.floorPlanImages?.length)).toBe(true);
  });
});
