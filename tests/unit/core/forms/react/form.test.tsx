// @vitest-environment happy-dom
import { fireEvent, getByLabelText, getByRole, getByText, queryByRole } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineForm } from '../../../../../core/forms/engine/form-definition';
import { defineWidget } from '../../../../../core/mount';
import { Form } from '../../../../../core/forms/react';
import type { FormOptions } from '../../../../../core/forms/react/use-form';
import { fields } from '../../../../../core/forms/declarations/common-fields';
import { FORM_FAILURE_MESSAGE } from '../../../../../core/api/result';
import {
  INVALID_FIELD_OFFSET,
  INVALID_FIELD_OFFSET_PHONE,
  invalidFieldOffset,
} from '../../../../../core/forms/engine/focus-invalid-field';
import { isLead } from '../../../../../core/lead/lead-flag';
import { REQUEST_TIMEOUT_MS } from '../../../../../core/api/http';
import { type Call, fakeFetch, json } from '../../api/fake-fetch';

const testForm = defineForm({
  type: 'get-updates',
  path: '/forms/get-updates',
  title: 'Get updates',
  submitLabel: 'Sign me up',
  successMessage: 'Thank you!',
  fields: [fields.firstName(), fields.email(), fields.contactedAsap()],
});

let options: Partial<FormOptions> = {};
const widget = defineWidget('test-form', {}, () => <Form definition={testForm} {...options} />);

function mount(): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', '<hb-test-form></hb-test-form>');
  const element = document.body.lastElementChild as HTMLElement;
  widget.mount(element);
  return element;
}

const type = (el: HTMLElement, label: RegExp, value: string) =>
  fireEvent.input(getByLabelText(el, label), { target: { value } });
function fillValid(el: HTMLElement) {
  type(el, /First name/, 'Ana');
  type(el, /Email/, 'ana@example.com');
}
const send = (el: HTMLElement) => fireEvent.click(getByRole(el, 'button', { name: 'Sign me up' }));
const settle = () => vi.advanceTimersByTimeAsync(0);
const keyOf = (call: Call) => call.headers.get('Idempotency-Key');

beforeEach(() => {
  // The pseudo-confirmation frame is checked by its address; happy-dom need not load it.
  (
    window as unknown as { happyDOM: { settings: { navigation: { disableChildFrameNavigation: boolean } } } }
  ).happyDOM.settings.navigation.disableChildFrameNavigation = true;
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {}); // postForm's developer note on failures
  options = {};
  window.dataLayer = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Form', () => {
  it('marks required fields with a hidden asterisk and the required attribute', () => {
    const el = mount();
    const first = getByLabelText(el, /First name/) as HTMLInputElement;
    expect(first.required).toBe(true);
    expect(first.getAttribute('aria-required')).toBe('true');
    expect(first.getAttribute('autocomplete')).toBe('given-name');
    expect(el.querySelector(`label[for="${first.id}"] [aria-hidden="true"]`)?.textContent).toBe(' *');
    expect((getByLabelText(el, /Please contact me/) as HTMLInputElement).required).toBe(false);
  });

  it('sends nothing when invalid: it focuses the first invalid field and ties the errors to their fields', async () => {
    const calls = fakeFetch(() => json({ status: 'success' }));
    const el = mount();
    type(el, /Email/, 'not-an-email');
    send(el);
    await settle();
    const first = getByLabelText(el, /First name/);
    expect(document.activeElement).toBe(first);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(first.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Error: First name is required.',
    );
    expect(getByText(el, 'Please check 2 fields:')).toBeTruthy();
    expect(getByRole(el, 'link', { name: 'Enter an email address like name@example.com.' })).toBeTruthy();
    expect(calls).toHaveLength(0);
    // Fixing a field clears its error at once.
    type(el, /First name/, 'Ana');
    await settle();
    expect(first.getAttribute('aria-invalid')).toBeNull();
  });

  it('scrolls the first invalid field 200 px below the top on phones and 500 px otherwise', () => {
    expect([INVALID_FIELD_OFFSET_PHONE, INVALID_FIELD_OFFSET]).toEqual([200, 500]);
    expect(invalidFieldOffset(375)).toBe(200);
    expect(invalidFieldOffset(800)).toBe(500);
    expect(invalidFieldOffset(1280)).toBe(500);
  });

  it('hides the form behind a loader, then shows the success message and tells the page', async () => {
    let answer: (r: Response) => void = () => {};
    const calls = fakeFetch(() => new Promise<Response>((r) => (answer = r)));
    const el = mount();
    const heard = vi.fn();
    el.addEventListener('hb:form-success', (e) => heard((e as CustomEvent).detail));
    fillValid(el);
    send(el);
    await settle();
    expect(getByText(el, 'Sending…')).toBeTruthy();
    // The form keeps its place while hidden, inert, behind the loader.
    expect(el.querySelector('form')!.className).toContain('hb-form__form--sending');
    expect(el.querySelector('form')!.inert || el.querySelector('form')!.hasAttribute('inert')).toBe(true);
    expect(getByRole(el, 'button', { name: 'Sign me up', hidden: true }).hasAttribute('disabled')).toBe(true);
    expect(isLead()).toBe(false);
    answer(json({ status: 'success', message: 'Thanks, Ana!' }));
    await settle();
    expect(getByRole(el, 'status').textContent).toBe('Thanks, Ana!');
    expect(el.querySelector('form')!.hidden).toBe(true);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0].body)).toMatchObject({
      type: 'get-updates',
      first_name: 'Ana',
      email: 'ana@example.com',
      contacted_asap: 0,
    });
    // spec.md section 4: lead flag, pseudo-confirmation, hb:form-success, generate_lead without personal data.
    expect(isLead()).toBe(true);
    expect(document.querySelector<HTMLIFrameElement>('iframe[title="Form confirmation"]')?.src).toContain(
      '/forms/pseudo-confirmation?type=get-updates',
    );
    expect(heard).toHaveBeenCalledWith({ widget: 'test-form', type: 'get-updates' });
    expect(window.dataLayer).toEqual([{ event: 'generate_lead', form_type: 'get-updates' }]);
  });

  it.each([
    ['a server error', () => json({ status: 'failure' }, 500)],
    ['a failure with its own message', () => json({ status: 'failure', message: 'Database down' })],
    ['a status-less answer', () => json({ ok: true })],
    ['a dropped connection', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])(
    'shows “Something went wrong, try again later.” with every value kept after %s, and nothing else happens',
    async (_, respond) => {
      fakeFetch(respond);
      const el = mount();
      const heard = vi.fn();
      el.addEventListener('hb:form-success', heard);
      fillValid(el);
      send(el);
      await settle();
      await settle();
      expect(getByRole(el, 'status').textContent).toBe(FORM_FAILURE_MESSAGE);
      expect(el.querySelector('form')!.hidden).toBe(false);
      expect((getByLabelText(el, /First name/) as HTMLInputElement).value).toBe('Ana');
      expect((getByLabelText(el, /Email/) as HTMLInputElement).value).toBe('ana@example.com');
      expect(isLead()).toBe(false);
      expect(heard).not.toHaveBeenCalled();
      expect(window.dataLayer).toEqual([]);
      expect(document.querySelector('iframe')).toBeNull();
    },
  );

  it('gives up waiting after the request timeout and keeps the values', async () => {
    fakeFetch(() => new Promise<Response>(() => {}));
    const el = mount();
    fillValid(el);
    send(el);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(getByText(el, 'Sending…')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(getByRole(el, 'status').textContent).toBe(FORM_FAILURE_MESSAGE);
    expect((getByLabelText(el, /First name/) as HTMLInputElement).value).toBe('Ana');
  });

  it('sends one request for a double click', async () => {
    const calls = fakeFetch(() => json({ status: 'success' }));
    const el = mount();
    fillValid(el);
    const button = getByRole(el, 'button', { name: 'Sign me up' });
    fireEvent.click(button);
    fireEvent.click(button);
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('keeps the idempotency key across a retry of the same lead and uses a new one for the next lead', async () => {
    let fail = true;
    const calls = fakeFetch(() => (fail ? json({ status: 'failure' }, 503) : json({ status: 'success' })));
    const el = mount();
    fillValid(el);
    send(el);
    await settle();
    fail = false;
    send(el);
    await settle();
    expect(calls).toHaveLength(2);
    expect(keyOf(calls[0])).toMatch(/^[\w-]{8,}$/);
    expect(keyOf(calls[1])).toBe(keyOf(calls[0]));
    const next = mount();
    fillValid(next);
    send(next);
    await settle();
    expect(keyOf(calls[2])).not.toBe(keyOf(calls[0]));
  });

  it('restores typed values after a reload, with the same idempotency key, until the form succeeds', async () => {
    const calls = fakeFetch(() => new Promise<Response>(() => {}));
    const first = mount();
    fillValid(first);
    fireEvent.click(getByLabelText(first, /Please contact me/));
    send(first);
    await settle();
    // "Reload": a new copy of the form on the same page address.
    first.remove();
    fakeFetch(() => json({ status: 'success' }));
    const again = mount();
    expect((getByLabelText(again, /First name/) as HTMLInputElement).value).toBe('Ana');
    expect((getByLabelText(again, /Please contact me/) as HTMLInputElement).checked).toBe(true);
    const retried = fakeFetch(() => json({ status: 'success' }));
    send(again);
    await settle();
    expect(keyOf(retried[0])).toBe(keyOf(calls[0]));
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('hb:form-draft:'))).toEqual([]);
    const fresh = mount();
    expect((getByLabelText(fresh, /First name/) as HTMLInputElement).value).toBe('');
  });

  it('calls onDismiss when the success message has had its time', async () => {
    fakeFetch(() => json({ status: 'success' }));
    const onDismiss = vi.fn();
    options = { definition: { ...testForm, afterSuccess: { action: 'dismiss', afterMs: 4_000 } }, onDismiss };
    const el = mount();
    fillValid(el);
    send(el);
    await settle();
    await vi.advanceTimersByTimeAsync(3_999);
    expect(onDismiss).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(queryByRole(el, 'button', { name: 'Sign me up' })).toBeNull();
  });

  it('reloads the page when its form says so (the event form, after 3 s)', async () => {
    fakeFetch(() => json({ status: 'success' }));
    const reload = vi.fn();
    vi.spyOn(location, 'reload').mockImplementation(reload);
    options = { definition: { ...testForm, afterSuccess: { action: 'reload', afterMs: 3_000 } } };
    const el = mount();
    fillValid(el);
    send(el);
    await settle();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the confirmation again after its reload, focused, in place of the form; the next load offers the form', async () => {
    sessionStorage.clear();
    fakeFetch(() => json({ status: 'success' }));
    vi.spyOn(location, 'reload').mockImplementation(() => {});
    options = {
      definition: { ...testForm, afterSuccess: { action: 'reload', afterMs: 3_000 } },
      about: { selected_events: [3] },
    };
    const before = mount();
    fillValid(before);
    send(before);
    await settle();
    await vi.advanceTimersByTimeAsync(3_000);
    // Only a flag survives the load: nothing the visitor typed.
    expect(Object.values(sessionStorage).join()).not.toMatch(/Ana|ana@example\.com/);
    before.remove();
    const reloaded = mount();
    const status = getByRole(reloaded, 'status');
    expect(status.textContent).toBe('Thank you!');
    expect(document.activeElement).toBe(status);
    expect(queryByRole(reloaded, 'textbox', { name: /First name/ })).toBeNull();
    expect(queryByRole(reloaded, 'button', { name: 'Sign me up' })).toBeNull();
    // Its time is over: no second reload.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(location.reload).toHaveBeenCalledTimes(1);
    reloaded.remove();
    const later = mount();
    expect((getByLabelText(later, /First name/) as HTMLInputElement).value).toBe('');
    expect(getByRole(later, 'button', { name: 'Sign me up' })).toBeTruthy();
  });

  it('fetches the spam-check token at submit, not when the form loads, and sends it', async () => {
    document.head.innerHTML =
      '<script type="application/json" id="hb-widgets-config">{"recaptchaSiteKey": "site-key"}</script>';
    const execute = vi.fn(async () => 'token-at-submit');
    window.grecaptcha = { ready: (cb) => cb(), execute };
    vi.spyOn(document.head, 'append').mockImplementation((tag) =>
      queueMicrotask(() => (tag as HTMLScriptElement).onload!(new Event('load'))),
    );
    const calls = fakeFetch(() => json({ status: 'success' }));
    const el = mount();
    await settle();
    expect(execute).not.toHaveBeenCalled();
    fillValid(el);
    send(el);
    await settle();
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'get_updates' });
    expect(JSON.parse(calls[0].body)['g-recaptcha-response']).toBe('token-at-submit');
    delete window.grecaptcha;
  });

  it('starts no timer after a failure', async () => {
    fakeFetch(() => json({ status: 'failure' }));
    const onDismiss = vi.fn();
    options = { definition: { ...testForm, afterSuccess: { action: 'dismiss', afterMs: 4_000 } }, onDismiss };
    const el = mount();
    fillValid(el);
    send(el);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
