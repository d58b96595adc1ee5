// @vitest-environment happy-dom
import {
  fireEvent,
  findByRole,
  findByText,
  getAllByRole,
  getByRole,
  queryAllByRole,
  queryByRole,
} from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import widget from '../../../../widgets/gallery';
import { fakeServer, mountWidget } from '../forms-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

const asset = (id: number, alt: string, tags: string[], community_id: number | null = null) => ({
  id,
  img: { small: `/demo-assets/a${id}-small.svg`, large: `/demo-assets/a${id}-large.svg` },
  alt,
  tags,
  community_id,
});
const ASSETS = [
  asset(1, 'Hero slide', ['hero']),
  asset(2, 'Craftsman elevation', ['Exterior']),
  asset(3, 'Quartz island', ['Kitchen', 'Exterior']),
  asset(4, 'Shaker cabinets', ['Kitchen']),
  asset(5, 'Covered lanai', ['Lanai'], 3),
  asset(6, 'Pantry', ['Kitchen'], 3),
];
const VIDEOS = [
  {
    id: 17,
    title: 'Walk through the Magnolia model home',
    url: 'https://www.youtube-nocookie.com/embed/hbGalMagn17',
    thumbnail: '/demo-assets/v.svg',
    flag: 'gallery',
  },
];

const tagButtons = (el: HTMLElement) =>
  getAllByRole(getByRole(el, 'group', { name: 'Show (one tag at a time)' }), 'button');
const pressed = (el: HTMLElement) =>
  tagButtons(el)
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);
const pictureNames = (el: HTMLElement) =>
  queryAllByRole(getByRole(el, 'list'), 'img')
    .map((img) => img.getAttribute('alt'))
    .filter(Boolean);

describe('hb-gallery', () => {
  it('on the new home gallery selects the first real tag and shows the builder’s own pictures under it, never a hero slide', async () => {
    const calls = fakeServer({
      '/api/asset': { status: 'success', results: ASSETS },
      '/api/video': { status: 'success', results: VIDEOS },
    });
    const el = mountWidget(widget);
    await findByRole(el, 'button', { name: 'Exterior' });
    expect(tagButtons(el).map((b) => b.textContent)).toEqual(['Exterior', 'Kitchen', 'Videos']);
    expect(pressed(el)).toEqual(['Exterior']);
    expect(pictureNames(el)).toEqual(['Craftsman elevation', 'Quartz island']);
    expect(getByRole(el, 'status').textContent).toBe('Showing 2 pictures.');
    expect(calls.find((c) => c.url.pathname === '/api/video')!.url.searchParams.get('flag')).toBe('gallery');
  });

  it('loads its first picture first (fetchpriority high, never lazy) and the others lazily, each with its sizes', async () => {
    fakeServer({
      '/api/asset': { status: 'success', results: ASSETS.filter((a) => a.community_id === 3) },
      '/api/video': { status: 'success', results: VIDEOS },
    });
    const el = mountWidget(widget, 'data-community-id="3"');
    await findByRole(el, 'button', { name: 'All' });
    const [first, ...rest] = queryAllByRole(getByRole(el, 'list'), 'img').filter((img) => img.getAttribute('alt'));
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.getAttribute('loading')).toBeNull();
    expect(rest.length).toBeGreaterThan(0);
    for (const img of rest) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('fetchpriority')).toBeNull();
    }
    for (const img of [first, ...rest]) {
      expect(img.getAttribute('srcset')).toContain('-large.svg 1200w');
      expect(img.getAttribute('sizes')).toBeTruthy();
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['480', '320']);
    }
  });

  it('on a microsite asks for its pictures, starts on All, and a tag press filters, presses only that tag and names it in the address', async () => {
    const calls = fakeServer({
      '/api/asset': { status: 'success', results: ASSETS.filter((a) => a.community_id === 3) },
      '/api/video': { status: 'success', results: VIDEOS },
    });
    const el = mountWidget(widget, 'data-community-id="3"');
    await findByRole(el, 'button', { name: 'All' });
    expect(calls.find((c) => c.url.pathname === '/api/asset')!.url.searchParams.get('community_id')).toBe('3');
    expect(pressed(el)).toEqual(['All']);
    expect(getByRole(el, 'status').textContent).toBe('Showing 2 pictures and 1 video.');
    fireEvent.click(getByRole(el, 'button', { name: 'Kitchen' }));
    await vi.waitFor(() => expect(pressed(el)).toEqual(['Kitchen']));
    expect(pictureNames(el)).toEqual(['Pantry']);
    expect(new URLSearchParams(location.search).get('tag')).toBe('Kitchen');
    fireEvent.click(getByRole(el, 'button', { name: 'All' }));
    await vi.waitFor(() => expect(pressed(el)).toEqual(['All']));
    expect(location.search).toBe('');
  });

  it('starts on the tag the address names, and follows the address on back/forward', async () => {
    history.replaceState(null, '', '/new-home-gallery?tag=Kitchen');
    fakeServer({
      '/api/asset': { status: 'success', results: ASSETS },
      '/api/video': { status: 'success', results: [] },
    });
    const el = mountWidget(widget);
    await findByRole(el, 'button', { name: 'Kitchen' });
    expect(pressed(el)).toEqual(['Kitchen']);
    expect(pictureNames(el)).toEqual(['Quartz island', 'Shaker cabinets']);
    history.replaceState(null, '', '/new-home-gallery');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await vi.waitFor(() => expect(pressed(el)).toEqual(['Exterior']));
  });

  it('keeps two galleries of one page apart in the address: the second names its tag ?gallery2-tag=, an editor’s key ?east-tag=', async () => {
    history.replaceState(null, '', '/new-home-gallery?tag=Kitchen');
    fakeServer({
      '/api/asset': { status: 'success', results: ASSETS },
      '/api/video': { status: 'success', results: [] },
    });
    const first = mountWidget(widget);
    const second = mountWidget(widget);
    const third = mountWidget(widget, 'data-list-key="east"');
    // Each gallery reads and renders on its own: wait for all three.
    for (const gallery of [first, second, third]) await findByRole(gallery, 'button', { name: 'Kitchen' });
    expect([pressed(first), pressed(second), pressed(third)]).toEqual([['Kitchen'], ['Exterior'], ['Exterior']]);
    fireEvent.click(getByRole(second, 'button', { name: 'Kitchen' }));
    fireEvent.click(getByRole(third, 'button', { name: 'Kitchen' }));
    await vi.waitFor(() => expect(location.search).toBe('?tag=Kitchen&gallery2-tag=Kitchen&east-tag=Kitchen'));
    fireEvent.click(getByRole(first, 'button', { name: 'Exterior' }));
    await vi.waitFor(() => expect(location.search).toBe('?gallery2-tag=Kitchen&east-tag=Kitchen'));
    expect([pressed(first), pressed(second), pressed(third)]).toEqual([['Exterior'], ['Kitchen'], ['Kitchen']]);
  });

  it('opens the gallery dialog on the chosen picture, with the tag’s pictures only', async () => {
    fakeServer({
      '/api/asset': { status: 'success', results: ASSETS },
      '/api/video': { status: 'success', results: [] },
    });
    const el = mountWidget(widget);
    fireEvent.click(await findByRole(el, 'button', { name: 'Kitchen' }));
    fireEvent.click(await findByRole(el, 'button', { name: 'Shaker cabinets' }));
    const dialog = await vi.waitFor(() => getByRole(el, 'dialog', { name: 'Gallery: Kitchen' }));
    expect(await findByText(dialog, 'Image 2 of 2')).toBeTruthy();
  });

  it('creates the video player only when a video is opened', async () => {
    fakeServer({
      '/api/asset': { status: 'success', results: ASSETS },
      '/api/video': { status: 'success', results: VIDEOS },
    });
    const el = mountWidget(widget);
    fireEvent.click(await findByRole(el, 'button', { name: 'Videos' }));
    await vi.waitFor(() => expect(pressed(el)).toEqual(['Videos']));
    expect(pictureNames(el)).toEqual([]);
    expect(el.querySelector('iframe')).toBeNull();
    fireEvent.click(getByRole(el, 'button', { name: 'Play video: Walk through the Magnolia model home' }));
    const dialog = await vi.waitFor(() => getByRole(el, 'dialog', { name: 'Walk through the Magnolia model home' }));
    expect(dialog.querySelector('iframe')!.getAttribute('src')).toContain('youtube-nocookie.com/embed/hbGalMagn17');
  });

  it('keeps the pictures when the videos cannot be read, and says “No images found” when the pictures cannot', async () => {
    fakeServer({ '/api/asset': { status: 'success', results: ASSETS } });
    const el = mountWidget(widget);
    await findByRole(el, 'button', { name: 'Exterior' });
    expect(queryByRole(el, 'button', { name: 'Videos' })).toBeNull();
    el.remove();
    fakeServer({});
    expect(await findByText(mountWidget(widget), 'No images found')).toBeTruthy();
  });
});
