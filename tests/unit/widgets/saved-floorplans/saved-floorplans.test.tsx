// @vitest-environment happy-dom
import { fireEvent, getByRole, getByText, queryByRole, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSeed } from '../../../../demo/data';
import { type Routes, fakeApi, json, mountFresh, success } from '../favorites-test-kit';

afterEach(() => vi.unstubAllGlobals());

const seed = createSeed();
const aspen = seed.plans.find((p) => p.name === 'Aspen')!;
const residence = seed.residences.find((r) => r.name !== 'Aspen')!;
const home = seed.homes[0];

/** A server that keeps favorites like the demo's, for one signed-in visitor. */
function server(start: { favoriteable_id: number; favoriteable_type: string }[], extra: Routes = {}) {
  let favorites = [...start];
  return fakeApi({
    'GET /api/favorite': () => success({ results: favorites }),
    'DELETE /api/favorite': (call) => {
      favorites = favorites.filter(
        (f) =>
          !(
            String(f.favoriteable_id) === call.url.searchParams.get('favoriteable_id') &&
            f.favoriteable_type === call.url.searchParams.get('favoriteable_type')
          ),
      );
      return success();
    },
    [`GET /api/plan/${aspen.id}`]: () => success({ result: aspen }),
    [`GET /api/residence/${residence.id}`]: () => success({ result: residence }),
    [`GET /api/home/${home.id}`]: () => success({ result: home }),
    ...extra,
  });
}

describe('hb-saved-floorplans', () => {
  it('lists saved plans and residences, not homes', async () => {
    server([
      { favoriteable_id: aspen.id, favoriteable_type: 'plan' },
      { favoriteable_id: home.id, favoriteable_type: 'home' },
      { favoriteable_id: residence.id, favoriteable_type: 'residence' },
    ]);
    const el = await mountFresh('saved-floorplans', '', { loggedIn: true });
    await waitFor(() => expect(getByRole(el, 'link', { name: 'Aspen' }).getAttribute('href')).toBe(aspen.url));
    await waitFor(() => expect(getByText(el, `Floorplan at ${residence.community}`)).toBeTruthy());
    expect(getByText(el, '2 saved floorplans')).toBeTruthy();
    expect(queryByRole(el, 'link', { name: home.address })).toBeNull();
    expect(getByRole(el, 'link', { name: 'Saved floorplans' }).getAttribute('aria-current')).toBe(null);
  });

  it('gives each card’s picture its small and large files as a srcset, the first loading first, and leaves out an unsafe one', async () => {
    const unsafe = {
      ...residence,
      elevationImages: [
        {
          ...residence.elevationImages[0],
          img: { small: residence.elevationImages[0].img.small, large: 'javascript:alert(1)' },
        },
      ],
    };
    server(
      [
        { favoriteable_id: aspen.id, favoriteable_type: 'plan' },
        { favoriteable_id: residence.id, favoriteable_type: 'residence' },
      ],
      { [`GET /api/residence/${residence.id}`]: () => success({ result: unsafe }) },
    );
    const el = await mountFresh('saved-floorplans', '', { loggedIn: true });
    const [plan, other] = await waitFor(() => {
      const imgs = [...el.querySelectorAll('img')];
      expect(imgs).toHaveLength(2);
      return imgs;
    });
    const { small, large } = aspen.elevationImages[0].img;
    expect(plan.getAttribute('srcset')).toBe(`${small} 480w, ${large} 1200w`);
    expect(plan.getAttribute('sizes')).toBe('(min-width: 36rem) 20rem, calc(100vw - 2rem)');
    expect(plan.getAttribute('fetchpriority')).toBe('high');
    expect(plan.getAttribute('loading')).toBeNull();
    expect(other.getAttribute('loading')).toBe('lazy');
    expect(other.getAttribute('srcset')).toBe(`${residence.elevationImages[0].img.small} 480w`);
  });

  it('unsaves with the heart, reloads favorites, and says the plan has gone', async () => {
    const calls = server([{ favoriteable_id: aspen.id, favoriteable_type: 'plan' }]);
    const el = await mountFresh('saved-floorplans', '', { loggedIn: true });
    const heart = await waitFor(() => getByRole(el, 'button', { name: 'Save Aspen to favorites' }));
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart);
    await waitFor(() => expect(el.textContent).toContain('Aspen is no longer in your saved floorplans.'));
    expect(el.textContent).toContain('No saved floorplans yet.');
    expect(calls.filter((c) => c.url.pathname === '/api/favorite').map((c) => c.method)).toEqual([
      'GET',
      'DELETE',
      'GET',
    ]);
  });

  it('shows “No favorites found” when the favorites cannot be read', async () => {
    fakeApi({ 'GET /api/favorite': () => json({ status: 'failure' }) });
    const el = await mountFresh('saved-floorplans', '', { loggedIn: true });
    await waitFor(() => expect(getByRole(el, 'alert').textContent).toBe('No favorites found'));
  });

  it('asks a visitor who is not signed in to sign in', async () => {
    const calls = fakeApi({});
    const el = await mountFresh('saved-floorplans');
    expect(getByText(el, /Sign in to see your saved floorplans\./)).toBeTruthy();
    expect(getByRole(el, 'link', { name: 'Sign in' }).getAttribute('href')).toBe('/my-favorites/login');
    expect(calls).toEqual([]);
  });
});
