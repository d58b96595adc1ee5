// @vitest-environment happy-dom
import { fireEvent, getByLabelText, getByRole, queryByRole, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, messageThenRedirect, mountFresh, watchNavigation } from '../favorites-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function signIn(el: HTMLElement, email = 'ana@example.com', password = 'sunshine-42') {
  fireEvent.input(getByLabelText(el, /^Email/), { target: { value: email } });
  fireEvent.input(getByLabelText(el, /^Password/), { target: { value: password } });
  fireEvent.click(getByRole(el, 'button', { name: 'Sign in' }));
}

describe('hb-login', () => {
  it('posts the form encoded, shows a loader, then the server’s message, then goes to saved floorplans', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: ((r: Response) => void) | undefined;
    const calls = fakeApi({ 'POST /my-favorites/login': () => new Promise<Response>((r) => (answer = r)) });
    const went = watchNavigation();
    const el = await mountFresh('login');
    signIn(el);
    await waitFor(() => expect(el.querySelector('.hb-loader')?.textContent).toBe('Sending…'));
    expect(el.querySelector('form')!.hidden).toBe(true);
    await waitFor(() => expect(answer).toBeDefined());
    answer!(json({ status: 'success', message: 'Welcome back, Ana.' }));
    expect(await messageThenRedirect(el, 'Welcome back, Ana.', went)).toEqual(['/my-favorites/saved-floorplans']);
    expect(calls[0].headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(calls[0].body).toBe('email=ana%40example.com&password=sunshine-42');
  });

  it('shows the server’s message and the form again on failure', async () => {
    fakeApi({
      'POST /my-favorites/login': () =>
        json({ status: 'failure', message: 'The email or password is not correct.' }, 401),
    });
    const went = watchNavigation();
    const el = await mountFresh('login');
    signIn(el);
    await waitFor(() =>
      expect(el.querySelector('[data-status="failure"]')?.textContent).toBe('The email or password is not correct.'),
    );
    expect(el.querySelector('form')!.hidden).toBe(false);
    expect((getByLabelText(el, /^Email/) as HTMLInputElement).value).toBe('ana@example.com');
    expect(went).toEqual([]);
  });

  it('shows “Something went wrong, try again later.” when the answer has no status', async () => {
    fakeApi({ 'POST /my-favorites/login': () => new Response('<h1>Bad gateway</h1>', { status: 502 }) });
    const el = await mountFresh('login');
    signIn(el);
    await waitFor(() =>
      expect(el.querySelector('[data-status="failure"]')?.textContent).toBe('Something went wrong, try again later.'),
    );
  });

  it('sends nothing until both fields are filled in', async () => {
    const calls = fakeApi({});
    const el = await mountFresh('login');
    fireEvent.click(getByRole(el, 'button', { name: 'Sign in' }));
    await waitFor(() => expect(getByLabelText(el, /^Email/).getAttribute('aria-invalid')).toBe('true'));
    expect(el.textContent).toContain('Email is required.');
    expect(el.textContent).toContain('Password is required.');
    expect(calls).toEqual([]);
    expect(queryByRole(el, 'alert')).toBeNull();
  });
});
