// @vitest-environment happy-dom
import { fireEvent, getAllByRole, getByLabelText, getByRole, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, messageThenRedirect, mountFresh, watchNavigation } from '../favorites-test-kit';

/** The demo's answer (issue #32). */
const RESET_SENT = 'If an account exists for this email, we have sent a link to reset the password.';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  history.replaceState(null, '', '/');
});

describe('hb-forgot-password', () => {
  it('posts to /my-favorites/forgot-password/, shows the server’s message, then goes to the login page, which says it again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = fakeApi({
      'POST /my-favorites/forgot-password/': () => json({ status: 'success', message: RESET_SENT }),
    });
    const went = watchNavigation();
    const el = await mountFresh('forgot-password');
    fireEvent.input(getByLabelText(el, /^Email/), { target: { value: 'ana@example.com' } });
    fireEvent.click(getByRole(el, 'button', { name: 'Send reset link' }));
    expect(await messageThenRedirect(el, RESET_SENT, went)).toEqual(['/my-favorites/login']);
    expect(calls[0].body).toBe('email=ana%40example.com');
    expect(JSON.stringify(sessionStorage)).not.toContain('ana@example.com');

    // The sign-in page the visitor lands on repeats the message, announced, once.
    el.remove();
    history.replaceState(null, '', '/my-favorites/login');
    const login = await mountFresh('login');
    await waitFor(() => expect(getAllByRole(login, 'status').map((s) => s.textContent)).toContain(RESET_SENT));
    login.remove();
    const again = await mountFresh('login');
    await waitFor(() => expect(getByRole(again, 'button', { name: 'Sign in' })).toBeTruthy());
    expect(again.textContent).not.toContain(RESET_SENT);
  });

  it('shows the server’s message and the form on failure', async () => {
    fakeApi({
      'POST /my-favorites/forgot-password/': () =>
        json({ status: 'failure', message: 'Please enter a valid email address.' }),
    });
    const el = await mountFresh('forgot-password');
    fireEvent.input(getByLabelText(el, /^Email/), { target: { value: 'ana@example.com' } });
    fireEvent.click(getByRole(el, 'button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(el.querySelector('[data-status="failure"]')?.textContent).toBe('Please enter a valid email address.'),
    );
    expect(el.querySelector('form')!.hidden).toBe(false);
  });
});
