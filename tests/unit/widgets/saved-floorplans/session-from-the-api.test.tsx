// @vitest-environment happy-dom
import { fireEvent, getByLabelText, getByRole, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPageScope } from '../../../../core/platform/page-scope';
import { createSeed } from '../../../../demo/data';
import { fakeApi, json, mountFresh, success, watchNavigation } from '../favorites-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const aspen = createSeed().plans.find((p) => p.name === 'Aspen')!;
const user = { id: 1, email: 'ana@example.com', first_name: 'Ana', last_name: 'Reyes', state: 'FL' };
const SIGNED_OUT = { status: 'failure', message: 'Please sign in first.', user: null };
/** A site whose my-favorites pages are elsewhere than spec.md's paths (settings: accountPages). */
const accountPages = { login: '/account/sign-in', createAccount: '/account/join', savedFloorplans: '/account/plans' };

describe('a CMS that cannot print loggedIn: the widgets ask the API (/my-favorites/my-profile)', () => {
  it('shows a signed-in visitor’s saved floorplans, with one profile read for every widget of the page', async () => {
    const calls = fakeApi({
      'GET /my-favorites/my-profile': () => success({ user }),
      'GET /api/favorite': () => success({ results: [{ favoriteable_id: aspen.id, favoriteable_type: 'plan' }] }),
      [`GET /api/plan/${aspen.id}`]: () => success({ result: aspen }),
    });
    const page = createPageScope();
    const list = await mountFresh('saved-floorplans', '', { loggedIn: null, page });
    const profile = await mountFresh('my-profile', '', { loggedIn: null, page });
    await waitFor(() => expect(getByRole(list, 'link', { name: 'Aspen' })).toBeTruthy());
    await waitFor(() => expect((getByLabelText(profile, /^First name/) as HTMLInputElement).value).toBe('Ana'));
    expect(calls.filter((c) => c.url.pathname === '/my-favorites/my-profile')).toHaveLength(1);
  });

  it('asks a visitor the API does not know to sign in, on the pages the settings name', async () => {
    const calls = fakeApi({ 'GET /my-favorites/my-profile': () => json(SIGNED_OUT, 401) });
    const el = await mountFresh('saved-floorplans', '', { loggedIn: null, config: { accountPages } });
    await waitFor(() =>
      expect(getByRole(el, 'link', { name: 'Sign in' }).getAttribute('href')).toBe('/account/sign-in'),
    );
    expect(getByRole(el, 'link', { name: 'Create an account' }).getAttribute('href')).toBe('/account/join');
    expect(calls.map((c) => c.url.pathname)).toEqual(['/my-favorites/my-profile']);
  });

  it('asks nothing when the settings say the visitor is not signed in', async () => {
    const calls = fakeApi({});
    const el = await mountFresh('saved-floorplans', '', { loggedIn: false });
    expect(getByRole(el, 'link', { name: 'Sign in' }).getAttribute('href')).toBe('/my-favorites/login');
    expect(calls).toEqual([]);
  });
});

describe('account forms on a CMS whose my-favorites pages live elsewhere (settings: accountPages)', () => {
  it('sends a signed-in visitor to the settings’ saved-floorplans page, and links the settings’ pages', async () => {
    fakeApi({ 'POST /my-favorites/login': () => success({ message: 'You are signed in.' }) });
    const went = watchNavigation();
    const el = await mountFresh('login', '', { config: { accountPages } });
    expect(getByRole(el, 'link', { name: 'Create an account' }).getAttribute('href')).toBe('/account/join');
    expect(getByRole(el, 'link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/my-favorites/forgot-password/',
    );
    fireEvent.input(getByLabelText(el, /^Email/), { target: { value: 'ana@example.com' } });
    fireEvent.input(getByLabelText(el, /^Password/), { target: { value: 'sunshine-42' } });
    fireEvent.click(getByRole(el, 'button', { name: 'Sign in' }));
    await waitFor(() => expect(went).toEqual(['/account/plans']));
  });
});
