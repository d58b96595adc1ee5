// @vitest-environment happy-dom
import { getByRole, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, mountFresh, success } from '../favorites-test-kit';

afterEach(() => vi.unstubAllGlobals());

describe('hb-my-favorites', () => {
  it('shows a visitor who is not signed in how to sign in, and placeholder sample listings', async () => {
    const calls = fakeApi({});
    const el = await mountFresh('my-favorites');
    expect(getByRole(el, 'link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/my-favorites/create-account',
    );
    expect(getByRole(el, 'heading', { name: 'What you can save' })).toBeTruthy();
    expect(el.querySelectorAll('.hb-my-favorites__sample')).toHaveLength(3);
    expect(calls).toEqual([]);
  });

  it('counts what a signed-in visitor saved and viewed', async () => {
    fakeApi({
      'GET /api/favorite': () =>
        success({
          results: [
            { favoriteable_id: 101, favoriteable_type: 'plan' },
            { favoriteable_id: 4, favoriteable_type: 'residence' },
            { favoriteable_id: 9, favoriteable_type: 'home' },
          ],
        }),
      'GET /api/view': () => success({ results: [{ favoriteable_id: 102, favoriteable_type: 'plan' }] }),
    });
    const el = await mountFresh('my-favorites', '', { loggedIn: true });
    await waitFor(() =>
      expect(getByRole(el, 'link', { name: '2 Saved floorplans' }).getAttribute('href')).toBe(
        '/my-favorites/saved-floorplans',
      ),
    );
    expect(getByRole(el, 'link', { name: '1 Saved homes and communities' })).toBeTruthy();
    expect(getByRole(el, 'link', { name: '1 Recently viewed' })).toBeTruthy();
  });
});
