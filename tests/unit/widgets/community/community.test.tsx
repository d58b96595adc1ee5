// @vitest-environment happy-dom
import { fireEvent, getAllByRole, getByRole, queryByRole, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPageScope } from '../../../../core/platform/page-scope';
import { createSeed } from '../../../../demo/data';
import { fakeApi, json, mountFresh, success } from '../favorites-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const seed = createSeed();
const lakeside = seed.communities.find((c) => c.id === 3)!;
const api = (community: object = lakeside) => fakeApi({ 'GET /api/community/3': () => success({ result: community }) });

describe('hb-community', () => {
  it('shows the community’s facts, how to reach it, and the next steps a buyer takes', async () => {
    api();
    const el = await mountFresh('community', 'data-community-id="3"');
    await waitFor(() => expect(getByRole(el, 'heading', { level: 1, name: 'Lakeside Preserve' })).toBeTruthy());
    expect(el.textContent).toContain('Now selling');
    expect(el.textContent).toContain('North Lakeland · Signature Collection');
    expect(el.textContent).toMatch(/From \$\d{3},\d{3}/);
    expect(el.textContent).toMatch(/\d–\d beds/);
    expect(getByRole(el, 'link', { name: '863-555-0103' }).getAttribute('href')).toBe('tel:+18635550103');
    expect(getByRole(el, 'link', { name: /Get directions/ }).getAttribute('href')).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${lakeside.latitude},${lakeside.longitude}`)}`,
    );
    expect(getByRole(el, 'link', { name: /Download the brochure/ }).getAttribute('href')).toBe(lakeside.brochurePdf);
    // The existing widgets, as a page holds them: the loader mounts them.
    expect(el.querySelector('hb-reserve-lot-form')?.getAttribute('data-community-id')).toBe('3');
    expect(el.querySelector('hb-get-updates-form')?.getAttribute('data-community-id')).toBe('3');
    expect(el.querySelector('hb-community-floorplans')?.getAttribute('data-community-id')).toBe('3');
    expect(el.querySelector('hb-homes')?.getAttribute('data-community-id')).toBe('3');
    expect(el.querySelector('hb-testimonials')?.getAttribute('data-community-id')).toBe('3');
    expect(el.querySelector('hb-favorite-button[data-type="community"][data-id="3"]')).not.toBeNull();
    // Sized by the community's data, the sections' widgets load with the page, not as the visitor
    // scrolls to them (or when a busy phone is idle): settled in view, they would move what follows.
    for (const name of ['community-floorplans', 'homes', 'testimonials'])
      expect(el.querySelector(`hb-${name}`)?.getAttribute('data-load'), name).toBe('eager');
  });

  it('links its sub-navigation to sections a deep link can name', async () => {
    api();
    const el = await mountFresh('community', 'data-community-id="3"');
    const nav = await waitFor(() => getByRole(el, 'navigation', { name: 'Lakeside Preserve: on this page' }));
    const links = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Overview', '#overview'],
      ['Floorplans', '#floorplans'],
      ['Move-in ready', '#homes'],
      ['Site plan', '#site-plan'],
      ['Testimonials', '#testimonials'],
    ]);
    for (const [, href] of links) expect(el.querySelector(href!)).not.toBeNull();
  });

  it('is the microsite’s one navigation bar with data-pages: its sections, then the other pages, named as the microsite', async () => {
    api();
    const pages = JSON.stringify([
      { href: '/community/lakeside-preserve/amenities', label: 'Amenities' },
      { href: 'javascript:alert(1)', label: 'Hostile' },
      { href: '/community/lakeside-preserve/gallery', label: 'Gallery' },
    ]).replace(/"/g, '&quot;');
    const el = await mountFresh('community', `data-community-id="3" data-pages="${pages}"`);
    const nav = await waitFor(() => getByRole(el, 'navigation', { name: 'Lakeside Preserve' }));
    expect(getAllByRole(el, 'navigation')).toEqual([nav]);
    expect([...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Overview', '#overview'],
      ['Floorplans', '#floorplans'],
      ['Move-in ready', '#homes'],
      ['Site plan', '#site-plan'],
      ['Testimonials', '#testimonials'],
      ['Amenities', '/community/lakeside-preserve/amenities'],
      ['Gallery', '/community/lakeside-preserve/gallery'],
    ]);
  });

  it('says which attribute is wrong when data-pages is not a list of pages', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = await mountFresh('community', 'data-community-id="3" data-pages="Amenities"');
    const alert = getByRole(el, 'alert');
    expect(alert.textContent).toMatch(
      /^\[hb-community\] data-pages "Amenities" is not JSON: set it, e\.g\. data-pages=/,
    );
    expect(errors).toHaveBeenCalledWith(alert.textContent);
  });

  it('numbers the anchors of a second community on the same page, so both keep working', async () => {
    api();
    const page = createPageScope();
    const one = await mountFresh('community', 'data-community-id="3"', { page });
    const two = await mountFresh('community', 'data-community-id="3"', { page });
    await waitFor(() => expect(two.querySelector('#overview-2')).not.toBeNull());
    expect(one.querySelector('#overview')).not.toBeNull();
  });

  it('leaves the CMS page’s own ids alone: its #overview stays, the widget’s becomes #overview-2', async () => {
    api();
    document.body.insertAdjacentHTML('beforeend', '<div id="overview">The CMS’s own overview</div>');
    const el = await mountFresh('community', 'data-community-id="3"');
    const nav = await waitFor(() => getByRole(el, 'navigation', { name: 'Lakeside Preserve: on this page' }));
    expect(getByRole(nav, 'link', { name: 'Overview' }).getAttribute('href')).toBe('#overview-2');
    expect(el.querySelector('#overview-2')).not.toBeNull();
    expect(getByRole(nav, 'link', { name: 'Floorplans' }).getAttribute('href')).toBe('#floorplans');
  });

  it('offers no site plan when the community has none, and keeps a javascript: brochure off the page', async () => {
    api({ ...lakeside, sitePlan: null, brochurePdf: 'javascript:alert(1)' });
    const el = await mountFresh('community', 'data-community-id="3"');
    await waitFor(() => expect(getByRole(el, 'heading', { level: 1, name: 'Lakeside Preserve' })).toBeTruthy());
    expect(queryByRole(el, 'button', { name: 'View the site plan' })).toBeNull();
    expect(queryByRole(el, 'link', { name: 'Site plan' })).toBeNull();
    expect(queryByRole(el, 'link', { name: /brochure/ })).toBeNull();
  });

  it('asks the API’s origin, not the page’s, for its pictures and brochure when apiBase is another origin', async () => {
    api({ ...lakeside, brochurePdf: '/demo-documents/lakeside-brochure.pdf' });
    const el = await mountFresh('community', 'data-community-id="3"', {
      config: { apiBase: 'https://api.example.com/' },
    });
    await waitFor(() => expect(getByRole(el, 'heading', { level: 1, name: 'Lakeside Preserve' })).toBeTruthy());
    const picture = el.querySelector('img') as HTMLImageElement;
    expect(picture.getAttribute('src')).toBe(`https://api.example.com${lakeside.assets.image.large}`);
    const candidates = (picture.getAttribute('srcset') ?? '').split(', ');
    expect(candidates.length).toBeGreaterThan(0);
    for (const candidate of candidates) expect(candidate).toMatch(/^https:\/\/api\.example\.com\/\S+ \d+w$/);
    expect(getByRole(el, 'link', { name: /brochure/ }).getAttribute('href')).toBe(
      'https://api.example.com/demo-documents/lakeside-brochure.pdf',
    );
  });

  it('opens the site plan in a dialog with its zoom, its live lots and a download link', async () => {
    fakeApi({
      'GET /api/community/3': () => success({ result: lakeside }),
      'GET /api/lot': () => success({ results: seed.lots[3] }),
    });
    const el = await mountFresh('community', 'data-community-id="3"');
    // Its preview in both sizes (issue 33: every widget image has a srcset), the large one for a wide box.
    const preview = (await waitFor(() => getByRole(el, 'region', { name: 'Site plan' }))).querySelector('img')!;
    expect(preview.getAttribute('srcset')).toBe(`${lakeside.sitePlan!.small} 480w, ${lakeside.sitePlan!.large} 1200w`);
    expect(preview.getAttribute('sizes')).toBe('(min-width: 704px) 640px, 100vw');
    fireEvent.click(await waitFor(() => getByRole(el, 'button', { name: 'View the site plan' })));
    const dialog = await waitFor(() => getByRole(el, 'dialog', { name: 'Lakeside Preserve site plan' }));
    const zoom = () => getAllByRole(dialog, 'status').find((s) => s.textContent?.startsWith('Zoom'));
    await waitFor(() => expect(zoom()?.textContent).toBe('Zoom 100%'));
    fireEvent.click(getByRole(dialog, 'button', { name: 'Zoom in' }));
    await waitFor(() => expect(zoom()?.textContent).toBe('Zoom 150%'));
    fireEvent.keyDown(getByRole(dialog, 'group', { name: 'Site plan' }), { key: '-' });
    await waitFor(() => expect(zoom()?.textContent).toBe('Zoom 100%'));
    await waitFor(() => expect(getByRole(dialog, 'button', { name: /^Lot 2, available/ })).toBeTruthy());
    expect(getByRole(dialog, 'link', { name: 'Download the site plan' }).getAttribute('href')).toBe(
      lakeside.sitePlan!.large,
    );
  });

  it('says spec.md’s message when the community cannot be read', async () => {
    fakeApi({ 'GET /api/community/3': () => json({ status: 'failure' }) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = await mountFresh('community', 'data-community-id="3"');
    await waitFor(() => expect(getByRole(el, 'alert').textContent).toContain('No communities found'));
  });

  it('names the widget and the attribute when the community id is missing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = await mountFresh('community');
    await waitFor(() => expect(el.textContent).toMatch(/hb-community.*data-community-id/));
  });
});
