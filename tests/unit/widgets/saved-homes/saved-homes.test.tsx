// @vitest-environment happy-dom
import { getByRole, getByText, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSeed } from '../../../../demo/data';
import { fakeApi, mountFresh, success } from '../favorites-test-kit';

afterEach(() => vi.unstubAllGlobals());

const seed = createSeed();
const home = seed.homes[0];
const community = seed.communities[0];

describe('hb-saved-homes', () => {
  it('lists saved homes and communities with their hearts, each linking to its own page', async () => {
    fakeApi({
      'GET /api/favorite': () =>
        success({
          results: [
            { favoriteable_id: home.id, favoriteable_type: 'home' },
            { favoriteable_id: community.id, favoriteable_type: 'community' },
            { favoriteable_id: 101, favoriteable_type: 'plan' },
          ],
        }),
      [`GET /api/home/${home.id}`]: () => success({ result: home }),
      [`GET /api/community/${community.id}`]: () => success({ result: community }),
    });
    const el = await mountFresh('saved-homes', '', { loggedIn: true });
    await waitFor(() =>
      expect(getByRole(el, 'button', { name: `Save ${home.address} to favorites` }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    await waitFor(() =>
      expect(getByRole(el, 'link', { name: community.name }).getAttribute('href')).toBe(community.url),
    );
    // A saved home leads to its own page, not its community's.
    expect(getByRole(el, 'link', { name: home.address }).getAttribute('href')).toBe(`/move-in-ready/${home.id}`);
    expect(getByText(el, '2 saved homes and communities')).toBeTruthy();
  });
});
