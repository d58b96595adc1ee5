// @vitest-environment happy-dom
import { findByRole, findByText, fireEvent, getByLabelText, getByRole, queryByText } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fields } from '../../../../../core/forms/declarations/common-fields';
import { defineForm } from '../../../../../core/forms/engine/form-definition';
import { Form, ModalForm } from '../../../../../core/forms/react';
import { defineWidget } from '../../../../../core/mount';
import { createPageScope, type PageScope } from '../../../../../core/platform/page-scope';
import { type Call, fakeFetch, json } from '../../api/fake-fetch';

const TEMPLATE = '/components/test-form';
const testForm = defineForm({
  type: 'get-updates',
  path: '/forms/get-updates',
  template: TEMPLATE,
  title: 'Get updates',
  intro: 'Be the first to hear.',
  submitLabel: 'Sign me up',
  successMessage: 'Thank you!',
  fields: [fields.firstName(), fields.email(), fields.referral()],
});

const inline = defineWidget('test-template-form', {}, () => <Form definition={testForm} />);
const modal = defineWidget('test-template-modal', {}, () => (
  <ModalForm definition={testForm} triggerLabel="Open the form" />
));

function mount(widget: typeof inline, page: PageScope = createPageScope()): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', `<hb-${widget.name}></hb-${widget.name}>`);
  const element = document.body.lastElementChild as HTMLElement;
  widget.mount(element, { page });
  return element;
}

/** Answers the template path with `template` (a Response, or a body to send as the API's envelope) and every post with success. */
function cms(template: Response | (() => Response) | Record<string, unknown>): Call[] {
  return fakeFetch((call) => {
    if (call.method === 'POST') return json({ status: 'success' });
    if (call.url.pathname !== TEMPLATE) return json({ status: 'failure' }, 404);
    if (template instanceof Response) return template.clone();
    return typeof template === 'function' ? template() : json({ status: 'success', template });
  });
}
const templateCalls = (calls: Call[]) => calls.filter((c) => c.url.pathname === TEMPLATE);

/** The hb:error events the page hears from now on. */
function pageErrors(): CustomEvent[] {
  const heard: CustomEvent[] = [];
  document.addEventListener('hb:error', (e) => heard.push(e as CustomEvent));
  return heard;
}

const EDITED = {
  heading: 'Hear it first',
  intro: 'News about homes, prices and events, now and then.',
  submit: 'Keep me posted',
  success: 'You are on the list.',
  consent: 'We never share your details. See [our privacy policy](/privacy).',
  fields: [
    { name: 'first_name', label: 'Your first name', hint: 'As you like to be called.' },
    {
      name: 'referral',
      label: 'Where did you find us?',
      placeholder: 'Pick one',
      options: [
        { value: 'A Realtor', label: 'My realtor' },
        { value: 'Facebook', label: '' },
        { value: 'Hacked', label: 'A value the bundle does not have' },
      ],
    },
    { name: 'no_such_field', label: 'A field the bundle does not have' },
  ],
};

beforeEach(() => {
  (
    window as unknown as { happyDOM: { settings: { navigation: { disableChildFrameNavigation: boolean } } } }
  ).happyDOM.settings.navigation.disableChildFrameNavigation = true;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  window.dataLayer = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('a form with a CMS template', () => {
  it("shows the template's words: heading, intro, labels, hints, placeholder, options, consent, button and success", async () => {
    const calls = cms(EDITED);
    const el = mount(inline);
    await findByRole(el, 'heading', { name: 'Hear it first' });
    expect(getByRole(el, 'textbox', { name: 'Your first name' })).toBeTruthy();
    expect(getByLabelText(el, /Your first name/).getAttribute('aria-describedby')).toBeTruthy();
    expect(getByRole(el, 'button', { name: 'Keep me posted' })).toBeTruthy();
    expect(el.textContent).toContain('News about homes, prices and events, now and then.');
    expect(el.textContent).toContain('As you like to be called.');
    expect(getByRole(el, 'link', { name: 'our privacy policy' }).getAttribute('href')).toBe('/privacy');
    expect(el.textContent).toContain('We never share your details. See our privacy policy.');
    expect(el.textContent).not.toContain('A field the bundle does not have');
    // Only the bundle's values, in the editor's order and words (an empty label keeps the bundle's).
    const referral = getByRole(el, 'combobox', { name: 'Where did you find us?' }) as HTMLSelectElement;
    expect([...referral.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Pick one'],
      ['A Realtor', 'My realtor'],
      ['Facebook', 'Facebook'],
    ]);
    expect(templateCalls(calls)).toHaveLength(1);

    // The names, checks and payload are the bundle's: what the visitor chose travels under its own name and value.
    fireEvent.input(getByLabelText(el, /Your first name/), { target: { value: 'Ana' } });
    fireEvent.input(getByLabelText(el, /Email/), { target: { value: 'ana@example.com' } });
    fireEvent.change(referral, { target: { value: 'A Realtor' } });
    fireEvent.click(getByRole(el, 'button', { name: 'Keep me posted' }));
    expect(await findByText(el, 'You are on the list.')).toBeTruthy();
    const post = JSON.parse(calls.find((c) => c.method === 'POST')!.body);
    expect(post).toMatchObject({
      type: 'get-updates',
      first_name: 'Ana',
      email: 'ana@example.com',
      referral: 'A Realtor',
    });
    expect(Object.keys(post)).not.toContain('Your first name');
  });

  it("names a missing field in the editor's words, and refuses what the template cannot add", async () => {
    cms(EDITED);
    const el = mount(inline);
    await findByRole(el, 'heading', { name: 'Hear it first' });
    fireEvent.click(getByRole(el, 'button', { name: 'Keep me posted' }));
    expect((await findByText(el, 'Your first name is required.', { selector: '.hb-form__error' })).id).toBeTruthy();
    expect(queryByText(el, 'First name is required.')).toBeNull();
  });

  it('keeps the bundled words, and tells no one, when the CMS has no template there (404)', async () => {
    const heard = pageErrors();
    const calls = cms(
      () => new Response('<h1>Not found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } }),
    );
    const el = mount(inline);
    await vi.waitFor(() => expect(templateCalls(calls)).toHaveLength(1));
    // The answer is in long before a post goes out: send the form, then look.
    fireEvent.input(getByLabelText(el, /First name/), { target: { value: 'Ana' } });
    fireEvent.input(getByLabelText(el, /Email/), { target: { value: 'ana@example.com' } });
    fireEvent.click(getByRole(el, 'button', { name: 'Sign me up' }));
    expect(await findByText(el, 'Thank you!')).toBeTruthy();
    expect(getByRole(el, 'heading', { name: 'Get updates' })).toBeTruthy();
    expect(heard).toEqual([]);
  });

  it('keeps the bundled words of a malformed template and tells the page once (hb:error data), however many copies show', async () => {
    const heard = pageErrors();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = cms({ heading: 42, fields: [{ name: 'first_name', label: ['not', 'text'] }] });
    const page = createPageScope();
    const one = mount(inline, page);
    const two = mount(inline, page);
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(heard[0].detail).toMatchObject({ widget: 'test-template-form', reason: 'data' });
    expect(errors).toHaveBeenCalledTimes(1);
    expect(templateCalls(calls)).toHaveLength(1);
    for (const el of [one, two]) {
      expect(getByRole(el, 'heading', { name: 'Get updates' })).toBeTruthy();
      expect(getByRole(el, 'textbox', { name: 'First name' })).toBeTruthy();
    }
  });

  it('keeps the bundled words when the request fails, with hb:error network', async () => {
    const heard = pageErrors();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    cms(() => new Response('Forbidden', { status: 403 }));
    const el = mount(inline);
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(heard[0].detail).toMatchObject({ reason: 'network' });
    expect(getByRole(el, 'heading', { name: 'Get updates' })).toBeTruthy();
  });

  it('never shows an empty label: empty and blank words keep the bundle’s', async () => {
    cms({
      heading: '',
      intro: 'Edited intro',
      submit: '   ',
      fields: [
        { name: 'first_name', label: '' },
        { name: 'referral', options: [] },
      ],
    });
    const el = mount(inline);
    await findByText(el, 'Edited intro');
    expect(getByRole(el, 'button', { name: 'Sign me up' })).toBeTruthy();
    expect(getByRole(el, 'heading', { name: 'Get updates' })).toBeTruthy();
    expect(getByRole(el, 'textbox', { name: 'First name' })).toBeTruthy();
    expect(
      (getByRole(el, 'combobox', { name: 'How did you hear about us?' }) as HTMLSelectElement).options,
    ).toHaveLength(13);
  });

  it('shows a hostile template as text: no element, no handler, no javascript: link', async () => {
    const attack = '<img src=x onerror="window.hbPwned=1">';
    cms({
      heading: `${attack}Hear it first`,
      fields: [{ name: 'first_name', label: `${attack}Name` }],
      consent: `${attack} [Read more](javascript:window.hbPwned=1) <a href="javascript:window.hbPwned=1">Click</a>`,
    });
    const el = mount(inline);
    await findByRole(el, 'heading', { name: `${attack}Hear it first` });
    expect(getByRole(el, 'textbox', { name: `${attack}Name` })).toBeTruthy();
    expect(el.textContent).toContain(`${attack} Read more <a href="javascript:window.hbPwned=1">Click</a>`);
    expect(el.querySelector('img, [onerror], a')).toBeNull();
    expect((window as { hbPwned?: number }).hbPwned).toBeUndefined();
  });

  it('keeps the bundled words once the visitor has typed: a late template never changes a label under them', async () => {
    let answer: (r: Response) => void = () => {};
    const calls = fakeFetch(() => new Promise<Response>((r) => (answer = r)));
    const page = createPageScope();
    const typing = mount(inline, page);
    const untouched = mount(inline, page);
    fireEvent.input(getByLabelText(typing, /First name/), { target: { value: 'An' } });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    answer(json({ status: 'success', template: EDITED }));
    // The same answer reaches both copies: the untouched one takes the editor's words, the other keeps its own.
    await findByRole(untouched, 'heading', { name: 'Hear it first' });
    expect(getByRole(typing, 'textbox', { name: 'First name' })).toBeTruthy();
    expect(getByRole(typing, 'heading', { name: 'Get updates' })).toBeTruthy();
  });

  it('asks for a dialog’s template only when it is about to open, and names the dialog in its words', async () => {
    const calls = cms(EDITED);
    const ready = new Promise((r) => document.addEventListener('hb:ready', r, { once: true }));
    const el = mount(modal);
    await ready;
    expect(templateCalls(calls)).toHaveLength(0);
    const trigger = getByRole(el, 'button', { name: 'Open the form' });
    fireEvent.pointerEnter(trigger);
    await vi.waitFor(() => expect(templateCalls(calls)).toHaveLength(1));
    fireEvent.click(trigger);
    const dialog = await findByRole(el, 'dialog', { name: 'Hear it first' });
    expect(getByRole(dialog, 'textbox', { name: 'Your first name' })).toBeTruthy();
    expect(templateCalls(calls)).toHaveLength(1);
  });
});
