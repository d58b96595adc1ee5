// @vitest-environment happy-dom
import { fireEvent, getByRole, queryByRole, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, mountFresh, success } from '../favorites-test-kit';

afterEach(() => vi.unstubAllGlobals());

const heart = (el: HTMLElement, name = 'Aspen') => getByRole(el, 'button', { name: `Save ${name} to favorites` });

describe('hb-favorite-button', () => {
  it('asks a visitor who is not signed in to sign in, and saves nothing', async () => {
    const calls = fakeApi({ 'GET /api/favorite/modal/hide/': () => success({ modalStatus: 'show' }) });
    const el = await mountFresh('favorite-button', 'data-type="plan" data-id="101" data-name="Aspen"');
    fireEvent.click(heart(el));
    await waitFor(() => expect(getByRole(el, 'dialog', { name: 'Sign in to save favorites' })).toBeTruthy());
    expect(heart(el).getAttribute('aria-pressed')).toBe('false');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('does not ask when the visitor chose “don’t show again”, and says by the heart, announced, why nothing was saved', async () => {
    const calls = fakeApi({ 'GET /api/favorite/modal/hide/': () => success({ modalStatus: 'hide' }) });
    const el = await mountFresh('favorite-button', 'data-type="plan" data-id="101" data-name="Aspen"');
    expect(queryByRole(el, 'status')).toBeNull();
    fireEvent.click(heart(el));
    await waitFor(() =>
      expect(getByRole(el, 'status').textContent).toBe('Please sign in to save Aspen to your favorites. Sign in'),
    );
    const note = getByRole(el, 'status');
    expect(getByRole(note, 'link', { name: 'Sign in' }).getAttribute('href')).toBe('/my-favorites/login');
    expect(el.querySelector('dialog')).toBeNull();
    expect(heart(el).getAttribute('aria-pressed')).toBe('false');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('fills when the server says success, and tells the page', async () => {
    const calls = fakeApi({
      'GET /api/favorite': () => success({ results: [] }),
      'POST /api/favorite': () => success(),
    });
    const el = await mountFresh('favorite-button', 'data-type="home" data-id="7" data-name="12 Oak Ln"', {
      loggedIn: true,
    });
    const changes: unknown[] = [];
    document.addEventListener('hb:favorite-change', (e) => changes.push(e.detail));
    fireEvent.click(heart(el, '12 Oak Ln'));
    await waitFor(() => expect(heart(el, '12 Oak Ln').getAttribute('aria-pressed')).toBe('true'));
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body)).toEqual({
      favoriteable_id: '7',
      favoriteable_type: 'home',
    });
    expect(changes).toEqual([{ favoriteable_id: 7, favoriteable_type: 'home', favorited: true }]);
  });

  it('stays as it was and says so when the server answers failure', async () => {
    fakeApi({
      'GET /api/favorite': () => success({ results: [] }),
      'POST /api/favorite': () => json({ status: 'failure' }),
    });
    const el = await mountFresh('favorite-button', 'data-type="plan" data-id="101" data-name="Aspen"', {
      loggedIn: true,
    });
    fireEvent.click(heart(el));
    await waitFor(() => expect(getByRole(el, 'alert').textContent).toBe('Something went wrong, try again later.'));
    expect(heart(el).getAttribute('aria-pressed')).toBe('false');
  });

  it('shows a saved item filled from the start', async () => {
    fakeApi({ 'GET /api/favorite': () => success({ results: [{ favoriteable_id: 101, favoriteable_type: 'plan' }] }) });
    const el = await mountFresh('favorite-button', 'data-type="plan" data-id="101" data-name="Aspen"', {
      loggedIn: true,
    });
    await waitFor(() => expect(heart(el).getAttribute('aria-pressed')).toBe('true'));
  });

  it('reads the item’s name when the editor gave none', async () => {
    const { createSeed } = await import('../../../../demo/data');
    const plan = createSeed().plans[0];
    fakeApi({ [`GET /api/plan/${plan.id}`]: () => success({ result: plan }) });
    const el = await mountFresh('favorite-button', `data-type="plan" data-id="${plan.id}"`);
    await waitFor(() => expect(heart(el, plan.name)).toBeTruthy());
  });

  it('keeps a generic name, and saves, when the code that reads names does not load', async () => {
    vi.doMock('../../../../widgets/favorite-button/item-name', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    try {
      const calls = fakeApi({
        'GET /api/favorite': () => success({ results: [] }),
        'POST /api/favorite': () => success(),
      });
      const el = await mountFresh('favorite-button', 'data-type="plan" data-id="101"', { loggedIn: true });
      fireEvent.click(heart(el, 'this floorplan'));
      await waitFor(() => expect(heart(el, 'this floorplan').getAttribute('aria-pressed')).toBe('true'));
      expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['GET /api/favorite', 'POST /api/favorite']);
    } finally {
      vi.doUnmock('../../../../widgets/favorite-button/item-name');
    }
  });

  it('names the attribute to fix when the type is not one of the five', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = await mountFresh('favorite-button', 'data-type="apartment" data-id="3"');
    expect(getByRole(el, 'alert').textContent).toBe(
      '[hb-favorite-button] data-type "apartment" is not one of community, plan, residence, home, apartmentResidence: set it, e.g. data-type="community"',
    );
  });
});
