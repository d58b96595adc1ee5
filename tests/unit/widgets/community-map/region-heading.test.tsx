// @vitest-environment happy-dom
import { getByRole, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSeed } from '../../../../demo/data';
import { fakeApi, json, mountFresh, success } from '../favorites-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const seed = createSeed();
const region = seed.regions[0];
const routes = (one: () => Response) => ({
  'GET /api/community': () => success({ results: seed.communities }),
  'GET /api/region': () => success({ results: seed.regions }),
  'GET /api/region/list-names': () => success({ results: seed.regions.map(({ id, name }) => ({ id, name })) }),
  [`GET /api/region/${region.id}`]: one,
});

describe('hb-community-map on a region’s page', () => {
  it('names the region as /api/region/{id} does', async () => {
    const calls = fakeApi(routes(() => success({ result: { ...region, name: `${region.name} (from its own read)` } })));
    const el = await mountFresh('community-map', `data-region="${region.seo_name}"`);
    await waitFor(() =>
      expect(getByRole(el, 'heading', { name: `Communities in ${region.name} (from its own read)` })).toBeTruthy(),
    );
    expect(calls.filter((c) => c.url.pathname === `/api/region/${region.id}`)).toHaveLength(1);
  });

  it('names it as the region list does when that read fails (spec.md: No regions found), and still shows its communities', async () => {
    fakeApi(routes(() => json({ status: 'failure', message: 'No regions found' }, 404)));
    const el = await mountFresh('community-map', `data-region="${region.seo_name}"`);
    await waitFor(() => expect(getByRole(el, 'heading', { name: `Communities in ${region.name}` })).toBeTruthy());
    const count = seed.communities.filter((c) => c.region_id === region.id).length;
    expect(el.textContent).toContain(`${count} ${count === 1 ? 'community' : 'communities'} in ${region.name}`);
  });
});
