// @vitest-environment happy-dom
import { findByRole, findByText, getAllByRole, getByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import widget from '../../../../widgets/not-found';
import { fakeServer, mountWidget } from '../forms-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

const regions = [
  { id: 1, name: 'North Lakeland', seo_name: 'north-lakeland' },
  { id: 7, name: 'Haines City', seo_name: 'haines-city' },
];
const community = (id: number, name: string, region_id: number, latitude: number, longitude: number) => ({
  id,
  name,
  url: `/community/${name.toLowerCase().replace(/ /g, '-')}`,
  region: region_id === 1 ? 'North Lakeland' : 'Haines City',
  region_id,
  price: 250000,
  bed_low: 3,
  bed_high: 5,
  bath_low: 2,
  bath_high: 3,
  sqft_low: 1500,
  sqft_high: 2800,
  latitude,
  longitude,
  availability: 'now-selling',
  assets: { image: { small: `/demo-assets/c${id}.svg`, large: `/demo-assets/c${id}.svg` } },
  collection: null,
});
const communities = [
  community(3, 'Lakeside Preserve', 1, 28.1284, -81.9718),
  community(5, 'Sleepy Hill Oaks', 1, 28.1176, -82.0104),
  community(12, 'Highland Fields', 1, 27.9583, -81.9462),
  community(31, 'Ridgewood Lakes', 7, 28.1142, -81.6179),
  community(34, 'Grace Ranch', 7, 28.1, -81.6),
];
const content = {
  '/api/region': { status: 'success', results: regions },
  '/api/community': { status: 'success', results: communities },
};
const cardNames = (el: HTMLElement, heading: string) =>
  getAllByRole(getByRole(el, 'region', { name: heading }), 'heading', { level: 3 }).map((h) => h.textContent);

describe('hb-not-found', () => {
  it('says the page is not there and offers ways back: each region, floorplans and contact', async () => {
    fakeServer(content);
    const el = mountWidget(widget);
    expect(getByRole(el, 'heading', { name: 'Sorry, we can’t find that page' })).toBeTruthy();
    const ways = await findByRole(el, 'navigation', { name: 'Find your way back' });
    expect(getAllByRole(ways, 'link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Communities in North Lakeland', '/our-communities/region/north-lakeland'],
      ['Communities in Haines City', '/our-communities/region/haines-city'],
      ['Our floorplans', '/our-floorplans'],
      ['Contact us', '/contact-us'],
    ]);
  });

  it('offers our 3 newest communities to a visitor with nothing viewed', async () => {
    fakeServer(content);
    const el = mountWidget(widget);
    await findByRole(el, 'region', { name: 'Our newest communities' });
    expect(cardNames(el, 'Our newest communities')).toEqual(['Grace Ranch', 'Ridgewood Lakes', 'Highland Fields']);
  });

  it('offers the 3 communities nearest what a signed-in visitor viewed last', async () => {
    document.head.innerHTML = '<script type="application/json" id="hb-widgets-config">{"loggedIn":true}</script>';
    fakeServer({
      ...content,
      '/api/view': {
        status: 'success',
        results: [
          { favoriteable_id: 901, favoriteable_type: 'home' },
          { favoriteable_id: 31, favoriteable_type: 'community' },
        ],
      },
      '/api/home/901': {
        status: 'success',
        result: {
          id: 901,
          address: '12 Oak Ln',
          beds: 4,
          baths: 2,
          sqft: 2000,
          price: 300000,
          community_id: 5,
          community: { id: 5, name: 'Sleepy Hill Oaks', url: '/community/sleepy-hill-oaks' },
          images: [],
        },
      },
    });
    const el = mountWidget(widget);
    await findByRole(el, 'region', { name: 'Communities near Sleepy Hill Oaks' });
    expect(cardNames(el, 'Communities near Sleepy Hill Oaks')).toEqual([
      'Sleepy Hill Oaks',
      'Lakeside Preserve',
      'Highland Fields',
    ]);
  });

  it('keeps the message and says “No regions found” when the regions cannot load', async () => {
    fakeServer({ '/api/community': content['/api/community'] });
    const el = mountWidget(widget);
    expect(await findByText(el, 'No regions found')).toBeTruthy();
    expect(getByRole(el, 'heading', { name: 'Sorry, we can’t find that page' })).toBeTruthy();
  });
});
