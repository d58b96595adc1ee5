// @vitest-environment happy-dom
import { findByRole, getAllByRole, getByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createSeed } from '../../../../demo/data';
import widget from '../../../../widgets/site-map';
import { cleanPage, fakeServer, mountWidget } from '../forms-test-kit';

afterEach(cleanPage);

const seed = createSeed();
const content = {
  '/api/region': { status: 'success', results: seed.regions },
  '/api/community': { status: 'success', results: seed.communities },
};

describe('hb-site-map', () => {
  it('lists every community once, under its region, then the site’s pages', async () => {
    fakeServer(content);
    const el = mountWidget(widget);
    const map = await findByRole(el, 'navigation', { name: 'Site map' });
    await findByRole(map, 'link', { name: seed.communities[0].name });
    for (const community of seed.communities) {
      const links = getAllByRole(map, 'link', { name: community.name }).filter(
        (a) => a.getAttribute('href') === community.url,
      );
      expect(links, community.name).toHaveLength(1);
      const region = seed.regions.find((r) => r.id === community.region_id)!;
      const under = links[0].closest('ul')!.closest('li')!.querySelector('a')!;
      expect(under.textContent, community.name).toBe(region.name);
      expect(under.getAttribute('href')).toBe(`/our-communities/region/${region.seo_name}`);
    }
    expect(getByRole(map, 'link', { name: 'Our team' }).getAttribute('href')).toBe('/our-team');
    expect(getByRole(map, 'link', { name: 'Saved floorplans' }).getAttribute('href')).toBe(
      '/my-favorites/saved-floorplans',
    );
  });

  it.each([
    ['the regions', { '/api/community': content['/api/community'] }, 'No regions found'],
    ['the communities', { '/api/region': content['/api/region'] }, 'No communities found'],
  ])('says spec.md’s failure result when %s cannot be read, and keeps the site’s pages', async (_, served, message) => {
    fakeServer(served);
    const el = mountWidget(widget);
    expect((await findByRole(el, 'alert')).textContent).toContain(message);
    expect(getByRole(el, 'link', { name: 'Our team' })).toBeTruthy();
  });
});
