// @vitest-environment happy-dom
import { fireEvent, getByLabelText, getByRole, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, mountFresh, watchNavigation } from '../favorites-test-kit';

afterEach(() => vi.unstubAllGlobals());

describe('hb-forgot-password', () => {
  it('posts to /my-favorites/forgot-password/ and goes to the login page on success', async () => {
    const calls = fakeApi({
      'POST /my-favorites/forgot-password/': () =>
        json({
          status: 'success',
          message: 'If an account exists for this email, we have sent a link to reset the password.',
        }),
    });
    const went = watchNavigation();
    const el = await mountFresh('forgot-password');
    fireEvent.input(getByLabelText(el, /^Email/), { target: { value: 'ana@example.com' } });
    fireEvent.click(getByRole(el, 'button', { name: 'Send reset link' }));
    await waitFor(() => expect(went).toEqual(['/my-favorites/login']));
    expect(calls[0].body).toBe('email=ana%40example.com');
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
