// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCareers } from '../../../../core/api/reads/career';
import { getCommunities, getCommunity } from '../../../../core/api/reads/community';
import { getRegions } from '../../../../core/api/reads/region';
import { ResponseShapeError } from '../../../../core/api/errors';
import { fakeFetch, json } from './fake-fetch';

const community = {
  id: 3,
  name: 'Lake Ariana Shores',
  url: '/community/lake-ariana-shores',
  region: 'Auburndale',
  region_id: 1,
  price: 254990,
  bed_low: 3,
  bed_high: 5,
  bath_low: 2,
  bath_high: 3,
  sqft_low: 1650,
  sqft_high: 2900,
  latitude: 28.07,
  longitude: -81.79,
  availability: 'now-selling',
  assets: { image: { small: '/a-small.svg', large: '/a-large.svg' } },
  collection: { name: 'Signature' },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the api client', () => {
  it('returns the checked list when the server answers success in the contract’s shape', async () => {
    const calls = fakeFetch(() => json({ status: 'success', results: [community] }));
    const result = await getCommunities({ query: { region_id: 1 } });
    expect(result).toEqual({ status: 'success', results: [community], message: undefined });
    expect(calls[0].url.pathname).toBe('/api/community');
    expect(calls[0].url.searchParams.get('region_id')).toBe('1');
  });

  it('turns a wrongly shaped answer into the failure result with “No communities found”, reason data', async () => {
    fakeFetch(() => json({ status: 'success', results: [{ ...community, latitude: 'north' }] }));
    expect(await getCommunities()).toEqual({
      status: 'failure',
      results: [],
      result: null,
      message: 'No communities found',
      reason: 'data',
      error: expect.any(ResponseShapeError),
    });
  });

  it('turns a status-less answer into the failure result, reason data', async () => {
    fakeFetch(() => json({ results: [community] }));
    expect(await getCommunities()).toMatchObject({
      status: 'failure',
      results: [],
      message: 'No communities found',
      reason: 'data',
    });
  });

  it('turns a failure status into the failure result with the default message, reason failure and no error', async () => {
    fakeFetch(() => json({ status: 'failure', results: [] }));
    const result = await getRegions();
    expect(result).toMatchObject({ status: 'failure', results: [], message: 'No regions found', reason: 'failure' });
    expect(result.status === 'failure' && result.error).toBeUndefined();
  });

  it('tries a read three times on a network failure, then gives the failure result, reason network', async () => {
    vi.useFakeTimers(); // the client waits between tries: the test's clock runs it, not the wall
    const calls = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = getCommunity(3);
    await vi.runAllTimersAsync();
    expect(await result).toMatchObject({
      status: 'failure',
      result: null,
      message: 'No communities found',
      reason: 'network',
    });
    expect(calls).toHaveLength(3);
  });

  it('reads a single item from the key the contract names', async () => {
    const calls = fakeFetch(() => json({ status: 'success', result: community }));
    expect(await getCommunity(3)).toMatchObject({ status: 'success', result: { id: 3, name: 'Lake Ariana Shores' } });
    expect(calls[0].url.pathname).toBe('/api/community/3');
  });

  it('reads careers from “careers”, as spec.md names the key', async () => {
    const career = {
      id: 1,
      title: 'Superintendent',
      location: 'Lakeland',
      department: 'Construction',
      employment_type: 'Full time',
      description: '<p>Build</p>',
      posted: '2026-11-01',
    };
    fakeFetch(() => json({ status: 'success', careers: [career] }));
    expect(await getCareers()).toMatchObject({ status: 'success', results: [career] });
  });

  it('asks for regions once a page (spec.md: cached), but asks again after a failure', async () => {
    let answer: unknown = { status: 'failure' };
    const calls = fakeFetch(() => json(answer));
    await getRegions();
    answer = { status: 'success', results: [{ id: 1, name: 'Auburndale', seo_name: 'auburndale' }] };
    await getRegions();
    await getRegions();
    expect(calls).toHaveLength(2);
  });

  it('sends requests to the apiBase of the page’s config', async () => {
    document.head.innerHTML =
      '<script type="application/json" id="hb-widgets-config">{"apiBase": "https://cms.example.com/"}</script>';
    const calls = fakeFetch(() => json({ status: 'success', results: [] }));
    await getCommunities();
    expect(calls[0].url.href).toBe('https://cms.example.com/api/community');
  });
});
