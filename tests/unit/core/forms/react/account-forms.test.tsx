// @vitest-environment happy-dom
import { fireEvent, getByLabelText, getByRole, getByText, queryByText } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_FORM_DECLARATIONS } from '../../../../../core/forms/declarations/registry';
import { fields } from '../../../../../core/forms/declarations/common-fields';
import { defineForm, type FormDefinition } from '../../../../../core/forms/engine/form-definition';
import { ACCOUNT_REDIRECT_MS } from '../../../../../core/forms/engine/lifecycle-timers';
import { Form, PasswordControl } from '../../../../../core/forms/react';
import { isLead } from '../../../../../core/lead/lead-flag';
import { defineWidget } from '../../../../../core/mount';
import { type Call, fakeFetch, json } from '../../api/fake-fetch';

/** Account forms on the one form engine: declared, form-encoded, the server's message, no draft. */
let definition: FormDefinition = ACCOUNT_FORM_DECLARATIONS.login;
const widget = defineWidget('account-test', {}, () => (
  <Form definition={definition} controls={{ password: PasswordControl }} />
));

function mount(form: FormDefinition): HTMLElement {
  definition = form;
  document.body.insertAdjacentHTML('beforeend', '<hb-account-test></hb-account-test>');
  const element = document.body.lastElementChild as HTMLElement;
  widget.mount(element);
  return element;
}

const type = (el: HTMLElement, label: RegExp, value: string) =>
  fireEvent.input(getByLabelText(el, label), { target: { value } });
const settle = () => vi.advanceTimersByTimeAsync(0);
const PASSWORD = 'sun shine-42 ';

function signIn(el: HTMLElement) {
  type(el, /^Email/, 'ana@example.com');
  type(el, /^Password/, PASSWORD);
  fireEvent.click(getByRole(el, 'button', { name: 'Sign in' }));
}

let went: string[] = [];
beforeEach(() => {
  vi.useFakeTimers();
  window.dataLayer = [];
  went = [];
  vi.spyOn(window.location, 'assign').mockImplementation((url: string | URL) => void went.push(String(url)));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a password field', () => {
  it('has a “Show password” toggle that switches the input between hidden and shown, keeping what was typed', async () => {
    const el = mount(ACCOUNT_FORM_DECLARATIONS.login);
    const input = getByLabelText(el, /^Password/) as HTMLInputElement;
    const toggle = getByRole(el, 'button', { name: 'Show password' });
    type(el, /^Password/, PASSWORD);
    expect(input.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(input.id);
    fireEvent.click(toggle);
    await settle();
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(input.value).toBe(PASSWORD);
    fireEvent.click(toggle);
    await settle();
    expect(input.type).toBe('password');
    // The toggle is a button of its own: pressing it sends nothing.
    expect(getByRole(el, 'button', { name: 'Sign in' })).toBeTruthy();
  });

  it('tells password managers whether to fill a saved password or offer a new one', () => {
    const login = mount(ACCOUNT_FORM_DECLARATIONS.login);
    expect(getByLabelText(login, /^Email/).getAttribute('autocomplete')).toBe('username');
    expect(getByLabelText(login, /^Password/).getAttribute('autocomplete')).toBe('current-password');
    const signUp = mount(ACCOUNT_FORM_DECLARATIONS.createAccount);
    expect(getByLabelText(signUp, /^Password/).getAttribute('autocomplete')).toBe('new-password');
  });
});

describe('an account form', () => {
  it('posts the visitor’s answers alone, form-encoded, the password as typed', async () => {
    const calls = fakeFetch(() => json({ status: 'failure', message: 'The email or password is not correct.' }, 401));
    const el = mount(ACCOUNT_FORM_DECLARATIONS.login);
    signIn(el);
    await settle();
    expect(calls).toHaveLength(1);
    const [call] = calls as [Call];
    expect(call.url.pathname).toBe('/my-favorites/login');
    expect(call.headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect([...new URLSearchParams(call.body)]).toEqual([
      ['email', 'ana@example.com'],
      ['password', PASSWORD],
    ]);
    // No lead envelope, spam check or idempotency key: an account post is not a lead.
    expect(call.headers.get('Idempotency-Key')).toBeNull();
  });

  it('shows the server’s message with its status on failure, and the form again with what was typed', async () => {
    fakeFetch(() => json({ status: 'failure', message: 'The email or password is not correct.' }, 401));
    const el = mount(ACCOUNT_FORM_DECLARATIONS.login);
    signIn(el);
    await settle();
    const message = getByText(el, 'The email or password is not correct.');
    expect(message.getAttribute('data-status')).toBe('failure');
    expect(getByRole(el, 'status').contains(message)).toBe(true);
    expect(el.querySelector('form')!.hidden).toBe(false);
    expect((getByLabelText(el, /^Email/) as HTMLInputElement).value).toBe('ana@example.com');
    expect(went).toEqual([]);
  });

  it('shows the server’s message after success, then goes to the declared page ACCOUNT_REDIRECT_MS later', async () => {
    fakeFetch(() => json({ status: 'success', message: 'You are signed in.' }));
    const el = mount(ACCOUNT_FORM_DECLARATIONS.login);
    signIn(el);
    await settle();
    // spec.md section 4, "loader, then message": the message shows (and is announced) first.
    expect(getByText(el, 'You are signed in.').getAttribute('data-status')).toBe('success');
    expect(getByText(el, 'You are signed in.').closest('[role="status"]')).not.toBeNull();
    expect(el.querySelector('form')!.hidden).toBe(true);
    await vi.advanceTimersByTimeAsync(ACCOUNT_REDIRECT_MS - 1);
    expect(went).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(went).toEqual(['/my-favorites/saved-floorplans']);
  });

  it('keeps the form with the message after success when declared so (the profile)', async () => {
    const calls = fakeFetch(() => json({ status: 'success' }));
    const el = mount(ACCOUNT_FORM_DECLARATIONS.myProfile);
    type(el, /^First name/, 'Ana');
    type(el, /^Last name/, 'Reyes');
    fireEvent.change(getByLabelText(el, /^State/), { target: { value: 'PR' } });
    fireEvent.click(getByRole(el, 'button', { name: 'Save profile' }));
    await settle();
    expect(getByText(el, 'Your profile has been updated.').getAttribute('data-status')).toBe('success');
    expect(el.querySelector('form')!.hidden).toBe(false);
    expect((getByLabelText(el, /^First name/) as HTMLInputElement).value).toBe('Ana');
    expect(new URLSearchParams(calls[0].body).get('state')).toBe('PR');
    expect(went).toEqual([]);
  });

  it('rejects digits in a name and gives the phone message every form gives (one set of field rules)', async () => {
    const calls = fakeFetch(() => json({ status: 'success' }));
    const el = mount(ACCOUNT_FORM_DECLARATIONS.myProfile);
    type(el, /^First name/, 'Ana2');
    type(el, /^Last name/, 'Reyes');
    type(el, /^Phone/, '555-0103');
    fireEvent.change(getByLabelText(el, /^State/), { target: { value: 'FL' } });
    fireEvent.click(getByRole(el, 'button', { name: 'Save profile' }));
    await settle();
    expect(el.textContent).toContain('First name can only contain letters, spaces, hyphens, apostrophes and periods.');
    expect(el.textContent).toContain('Enter a 10-digit US phone number, like (863) 555-0123.');
    expect(document.activeElement).toBe(getByLabelText(el, /^First name/));
    expect(calls).toEqual([]);
  });

  it('runs the rules its declaration names, without any widget code, and sends nothing when one fails', async () => {
    const calls = fakeFetch(() => json({ status: 'success' }));
    const el = mount(
      defineForm({
        type: 'set-password',
        path: '/my-favorites/change-password',
        purpose: 'account',
        encoding: 'form',
        title: 'Set a password',
        submitLabel: 'Save',
        successMessage: 'Saved.',
        fields: [fields.newPassword({ name: 'first' }), fields.newPassword({ name: 'second', label: 'Again' })],
        rules: [{ rule: 'new-passwords-match', fields: ['first', 'second'] }],
      }),
    );
    type(el, /^Password/, 'moonlight-1');
    type(el, /^Again/, 'moonlight-2');
    fireEvent.click(getByRole(el, 'button', { name: 'Save' }));
    await settle();
    expect(getByText(el, 'New passwords do not match.').getAttribute('data-status')).toBe('failure');
    expect(document.activeElement).toBe(getByRole(el, 'status'));
    expect(calls).toEqual([]);
  });

  it('keeps no draft, tells neither the page nor analytics, and never lets the password out', async () => {
    const logged = [
      vi.spyOn(console, 'warn'),
      vi.spyOn(console, 'error'),
      vi.spyOn(console, 'log'),
      vi.spyOn(console, 'info'),
    ];
    logged.forEach((spy) => spy.mockImplementation(() => {}));
    const heard: unknown[] = [];
    for (const name of ['hb:form-success', 'hb:form-failure', 'hb:error'])
      document.addEventListener(name, (e) => heard.push((e as CustomEvent).detail));
    for (const answer of [
      () => json({ status: 'failure', message: 'Nope.' }),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json({ status: 'success' }),
    ]) {
      fakeFetch(answer);
      const el = mount(ACCOUNT_FORM_DECLARATIONS.login);
      signIn(el);
      await settle();
      await vi.advanceTimersByTimeAsync(ACCOUNT_REDIRECT_MS);
      el.remove();
    }
    expect(went).toEqual(['/my-favorites/saved-floorplans']);
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('hb:form-draft:'))).toEqual([]);
    expect(JSON.stringify(sessionStorage)).not.toContain(PASSWORD.trim());
    expect(isLead()).toBe(false);
    expect(window.dataLayer).toEqual([]);
    expect(heard).toEqual([]);
    expect(queryByText(document.body, PASSWORD)).toBeNull();
    const text = (value: unknown) =>
      value instanceof Error ? `${value.message} ${value.stack}` : JSON.stringify(value);
    const said = [
      ...logged.flatMap((spy) => spy.mock.calls.flat()),
      heard,
      window.dataLayer,
      { ...sessionStorage },
      { ...localStorage },
    ]
      .map(text)
      .join(' ');
    expect(said).not.toContain('sun shine');
  });
});
