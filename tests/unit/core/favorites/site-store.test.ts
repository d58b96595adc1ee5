// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSiteStore } from '../../../../core/favorites/site-store';
import type { Favorite } from '../../../../core/api/schemas/favorite';
import { type Call, fakeFetch, json } from '../api/fake-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const plan7: Favorite = { favoriteable_id: 7, favoriteable_type: 'plan' };
const home3: Favorite = { favoriteable_id: 3, favoriteable_type: 'home' };
const route = (call: Call) => `${call.method} ${call.url.pathname}`;

/** A fake server: favorites and views lists, and whatever answer a write should get. */
function server(
  options: { favorites?: Favorite[]; views?: Favorite[]; write?: () => Response; modalStatus?: string } = {},
) {
  let favorites = [...(options.favorites ?? [])];
  let views = [...(options.views ?? [])];
  const calls = fakeFetch((call) => {
    const pair = (): Favorite => {
      const source = call.method === 'DELETE' ? Object.fromEntries(call.url.searchParams) : JSON.parse(call.body);
      return { favoriteable_id: Number(source.favoriteable_id), favoriteable_type: source.favoriteable_type };
    };
    const other = (f: Favorite) => (p: Favorite) =>
      p.favoriteable_id !== f.favoriteable_id || p.favoriteable_type !== f.favoriteable_type;
    switch (route(call)) {
      case 'GET /api/favorite':
        return json({ status: 'success', results: favorites });
      case 'GET /api/view':
        return json({ status: 'success', results: views });
      case 'GET /api/favorite/modal/hide/':
        return json({ status: 'success', modalStatus: options.modalStatus ?? 'show' });
      case 'POST /api/favorite/modal/hide/':
        options.modalStatus = 'hide';
        return json({ status: 'success', modalStatus: 'hide' });
    }
    if (options.write) return options.write();
    const item = pair();
    if (route(call) === 'POST /api/favorite') favorites.push(item);
    if (route(call) === 'DELETE /api/favorite') favorites = favorites.filter(other(item));
    if (route(call) === 'DELETE /api/view') views = views.filter(other(item));
    return json({ status: 'success' });
  });
  return { calls, writes: () => calls.filter((c) => c.method !== 'GET').map(route) };
}

describe('the site store: favorites', () => {
  it('flips a heart on only when the server says success', async () => {
    const { writes } = server();
    const store = createSiteStore({ loggedIn: true });
    expect(await store.getState().toggleFavorite(plan7)).toBe('favorited');
    expect(store.getState().favorites).toEqual([plan7]);
    expect(writes()).toEqual(['POST /api/favorite']);
  });

  it('leaves the heart as it was when the server answers failure', async () => {
    server({ write: () => json({ status: 'failure', message: 'No.' }) });
    const store = createSiteStore({ loggedIn: true });
    expect(await store.getState().toggleFavorite(plan7)).toBe('failed');
    expect(store.getState().favorites).toEqual([]);
  });

  it.each([
    ['an answer without a status', () => json({ ok: true })],
    ['a server error', () => json({ status: 'success' }, 500)],
    ['a dropped connection', () => Promise.reject(new TypeError('Failed to fetch')) as unknown as Response],
  ])('leaves the heart as it was on %s', async (_, write) => {
    server({ favorites: [plan7], write });
    const store = createSiteStore({ loggedIn: true });
    expect(await store.getState().toggleFavorite(plan7)).toBe('failed');
    expect(store.getState().favorites).toEqual([plan7]);
  });

  it('unsaves a favorite with DELETE and reloads favorites from the server', async () => {
    const { calls } = server({ favorites: [plan7, home3] });
    const store = createSiteStore({ loggedIn: true });
    await store.getState().loadFavorites();
    expect(await store.getState().toggleFavorite(plan7)).toBe('unfavorited');
    await vi.waitFor(() => expect(calls.filter((c) => route(c) === 'GET /api/favorite')).toHaveLength(2));
    const remove = calls.find((c) => c.method === 'DELETE')!;
    expect(Object.fromEntries(remove.url.searchParams)).toEqual({ favoriteable_id: '7', favoriteable_type: 'plan' });
    await vi.waitFor(() => expect(store.getState().favorites).toEqual([home3]));
  });

  it('reads the favorites before the first toggle, so a saved item is unsaved, not saved twice', async () => {
    const { writes } = server({ favorites: [plan7] });
    const store = createSiteStore({ loggedIn: true });
    expect(await store.getState().toggleFavorite(plan7)).toBe('unfavorited');
    expect(writes()).toEqual(['DELETE /api/favorite']);
  });

  it('ignores a second click on the same item while the first is under way', async () => {
    let answer!: (r: Response) => void;
    server({ write: () => new Promise<Response>((r) => (answer = r)) as unknown as Response });
    const store = createSiteStore({ loggedIn: true });
    await store.getState().loadFavorites();
    const first = store.getState().toggleFavorite(plan7);
    await vi.waitFor(() => expect(store.getState().pending).toEqual(['plan:7']));
    expect(await store.getState().toggleFavorite(plan7)).toBe('ignored');
    answer(json({ status: 'success' }));
    expect(await first).toBe('favorited');
    expect(store.getState().pending).toEqual([]);
  });

  it('loads favorites once however many hearts ask', async () => {
    const { calls } = server({ favorites: [home3] });
    const store = createSiteStore({ loggedIn: true });
    await Promise.all([
      store.getState().ensureFavorites(),
      store.getState().ensureFavorites(),
      store.getState().ensureFavorites(),
    ]);
    expect(calls.filter((c) => route(c) === 'GET /api/favorite')).toHaveLength(1);
    expect(store.getState().favorites).toEqual([home3]);
  });
});

describe('the site store: visitors not signed in', () => {
  it('opens the not-logged-in modal and sends nothing', async () => {
    const { writes } = server();
    const store = createSiteStore({ loggedIn: false });
    expect(await store.getState().toggleFavorite(plan7)).toBe('login-required');
    expect(store.getState().loginModal).toEqual(plan7);
    expect(writes()).toEqual([]);
  });

  it('does not open the modal when its status is hide: the heart is told to say it in a note', async () => {
    server({ modalStatus: 'hide' });
    const store = createSiteStore({ loggedIn: false });
    expect(await store.getState().toggleFavorite(plan7)).toBe('login-note');
    expect(store.getState().loginModal).toBeNull();
  });

  it('opens the modal when the status cannot be read', async () => {
    vi.useFakeTimers(); // the client retries the read after a pause: the test's clock runs it
    fakeFetch(() => json({ status: 'failure' }, 500));
    const store = createSiteStore({ loggedIn: false });
    const toggled = store.getState().toggleFavorite(plan7);
    await vi.runAllTimersAsync();
    expect(await toggled).toBe('login-required');
    expect(store.getState().loginModal).toEqual(plan7);
  });

  it('“don’t show again” tells the server, closes the modal, and keeps it closed', async () => {
    const { writes } = server();
    const store = createSiteStore({ loggedIn: false });
    await store.getState().toggleFavorite(plan7);
    await store.getState().hideLoginModalForGood();
    expect(store.getState().loginModal).toBeNull();
    expect(writes()).toEqual(['POST /api/favorite/modal/hide/']);
    await store.getState().toggleFavorite(home3);
    expect(store.getState().loginModal).toBeNull();
  });
});

describe('the site store: saving a recently viewed item', () => {
  it('adds a favorite, then removes it from views, then reloads views', async () => {
    const { calls } = server({ views: [plan7, home3] });
    const store = createSiteStore({ loggedIn: true });
    await store.getState().loadViews();
    expect(await store.getState().saveFromViews(plan7)).toBe('favorited');
    expect(calls.filter((c) => c.url.pathname !== '/api/favorite' || c.method !== 'GET').map(route)).toEqual([
      'GET /api/view',
      'POST /api/favorite',
      'DELETE /api/view',
      'GET /api/view',
    ]);
    expect(store.getState().views).toEqual([home3]);
    expect(store.getState().favorites).toEqual([plan7]);
  });

  it('keeps the view when the favorite call fails', async () => {
    const { writes } = server({ views: [plan7], write: () => json({ status: 'failure' }) });
    const store = createSiteStore({ loggedIn: true });
    await store.getState().loadViews();
    expect(await store.getState().saveFromViews(plan7)).toBe('failed');
    expect(writes()).toEqual(['POST /api/favorite']);
    expect(store.getState().views).toEqual([plan7]);
  });
});

describe('the site store: signing out', () => {
  it('forgets favorites and views', async () => {
    server({ favorites: [plan7], views: [home3] });
    const store = createSiteStore({ loggedIn: true });
    await Promise.all([store.getState().loadFavorites(), store.getState().loadViews()]);
    store.getState().setLoggedIn(false);
    expect(store.getState()).toMatchObject({ favorites: [], views: [], favoritesStatus: 'idle', viewsStatus: 'idle' });
  });
});
