// @vitest-environment happy-dom
import { fireEvent, getAllByRole, getByLabelText, getByRole, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, messageThenRedirect, mountFresh, watchNavigation } from '../favorites-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  history.replaceState(null, '', '/');
});

function fill(el: HTMLElement, password = 'sunshine-42') {
  const set = (label: RegExp, value: string) => fireEvent.input(getByLabelText(el, label), { target: { value } });
  set(/^First name/, 'Ana');
  set(/^Last name/, 'Reyes');
  set(/^Email/, 'ana@example.com');
  set(/^Password/, password);
  fireEvent.click(getByRole(el, 'button', { name: 'Create account' }));
}

describe('hb-create-account', () => {
  it('creates the account, shows the server’s message, then goes to saved floorplans', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = fakeApi({
      'POST /my-favorites/create-account': () => json({ status: 'success', message: 'Your account has been created.' }),
    });
    const went = watchNavigation();
    const el = await mountFresh('create-account');
    fill(el);
    expect(await messageThenRedirect(el, 'Your account has been created.', went)).toEqual([
      '/my-favorites/saved-floorplans',
    ]);
    expect(Object.fromEntries(new URLSearchParams(calls[0].body))).toEqual({
      first_name: 'Ana',
      last_name: 'Reyes',
      email: 'ana@example.com',
      password: 'sunshine-42',
    });
    expect(JSON.stringify(sessionStorage)).not.toMatch(/sunshine-42|ana@example\.com/);

    // Saved floorplans, where the visitor lands, says it again (announced).
    el.remove();
    history.replaceState(null, '', '/my-favorites/saved-floorplans');
    fakeApi({ 'GET /api/favorite': () => json({ status: 'success', results: [] }) });
    const landing = await mountFresh('saved-floorplans', '', { loggedIn: true });
    await waitFor(() =>
      expect(getAllByRole(landing, 'status').map((s) => s.textContent)).toContain('Your account has been created.'),
    );
  });

  it('asks for a password of at least 8 characters before sending', async () => {
    const calls = fakeApi({});
    const el = await mountFresh('create-account');
    fill(el, 'short');
    await waitFor(() => expect(el.textContent).toContain('Use at least 8 characters.'));
    expect(calls).toEqual([]);
  });

  it('keeps the form and shows the server’s message when the email is taken', async () => {
    fakeApi({
      'POST /my-favorites/create-account': () =>
        json({
          status: 'failure',
          message: 'An account already exists for this email. Sign in, or reset your password.',
        }),
    });
    const went = watchNavigation();
    const el = await mountFresh('create-account');
    fill(el);
    await waitFor(() =>
      expect(el.querySelector('[data-status="failure"]')?.textContent).toBe(
        'An account already exists for this email. Sign in, or reset your password.',
      ),
    );
    expect(el.querySelector('form')!.hidden).toBe(false);
    expect(went).toEqual([]);
  });
});
