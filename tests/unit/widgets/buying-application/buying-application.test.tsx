// @vitest-environment happy-dom
import {
  findByRole,
  fireEvent,
  getAllByText,
  getByLabelText,
  getByRole,
  queryByRole,
  waitFor,
} from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_FAILURE_MESSAGE } from '../../../../core/api/result';
import { buyingApplicationForm } from '../../../../core/forms/declarations/buying-application';
import { SELECTED_LISTS } from '../../../../core/forms/engine/selected-lists';
import widget from '../../../../widgets/buying-application';
import { fakeFetch, json } from '../../core/api/fake-fetch';
import { cleanPage, fakeServer, mountWidget, posts, sentPosts } from '../forms-test-kit';

afterEach(cleanPage);

const COMMUNITIES = {
  '/api/community/list-names': { status: 'success', results: [{ id: 3, name: 'Lakeside Preserve' }] },
};
const SSN = '123456789';
const SSN_TRACES = [SSN, '123-45-6789', '12345', '123-45'];

const type = (el: HTMLElement, name: string, value: string) =>
  fireEvent.input(getByRole(el, 'textbox', { name }), { target: { value } });
const submit = (el: HTMLElement) =>
  fireEvent.click(getByRole(el, 'button', { name: buyingApplicationForm.submitLabel }));

/** Every required answer, the social security number typed as a visitor would (with a letter in it). */
async function fill(el: HTMLElement) {
  type(el, 'First name', 'Ana');
  type(el, 'Last name', 'Lopez');
  type(el, 'Email', 'ana@example.com');
  type(el, 'Phone', '863-555-0103');
  fireEvent.input(getByLabelText(el, /^Date of birth/), { target: { value: '1990-04-12' } });
  type(el, 'Social security number', '12a3456789');
  type(el, 'Street address', '2981 Preserve Loop');
  type(el, 'City', 'Lakeland');
  fireEvent.change(getByRole(el, 'combobox', { name: 'State' }), { target: { value: 'FL' } });
  type(el, 'ZIP code', '33810');
  type(el, 'Current employer', 'Polk County Schools');
  fireEvent.input(getByRole(el, 'spinbutton', { name: 'Yearly household income (US$)' }), {
    target: { value: '84000' },
  });
  const community = getByRole(el, 'combobox', { name: 'Community you would like to live in' });
  await findByRole(community, 'option', { name: 'Lakeside Preserve' });
  fireEvent.change(community, { target: { value: '3' } });
  fireEvent.click(getByRole(el, 'checkbox', { name: 'Credit check authorization' }));
}

describe('hb-buying-application', () => {
  it('refuses an empty application with each required field named, in the summary and under the field, and sends nothing', async () => {
    const calls = fakeServer(COMMUNITIES);
    const el = mountWidget(widget);
    expect(getByRole(el, 'heading', { name: buyingApplicationForm.title })).toBeTruthy();
    submit(el);
    await waitFor(() => expect(getAllByText(el, 'First name is required.')).toHaveLength(2));
    for (const label of ['Social security number', 'Current employer', 'Credit check authorization'])
      expect(getAllByText(el, `${label} is required.`)).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(getByRole(el, 'textbox', { name: 'First name' })));
    expect(getByRole(el, 'textbox', { name: 'Social security number' }).getAttribute('aria-invalid')).toBe('true');
    expect(posts(calls)).toEqual([]);
  });

  it('groups the social security number 3-2-4 as typed (digits only, at most 9) and refuses a half-typed co-buyer number', async () => {
    const calls = fakeServer(COMMUNITIES);
    const el = mountWidget(widget);
    const ssn = getByRole(el, 'textbox', { name: 'Social security number' }) as HTMLInputElement;
    expect(ssn.getAttribute('autocomplete')).toBe('off');
    ssn.focus();
    fireEvent.input(ssn, { target: { value: '12a345689' } });
    await waitFor(() => expect(ssn.value).toBe('123-45-689'));
    fireEvent.input(ssn, { target: { value: '123-45-6890123' } });
    await waitFor(() => expect(ssn.value).toBe('123-45-6890'));
    ssn.blur();
    await waitFor(() => expect(ssn.value).toBe('•••-••-6890')); // masked once the visitor moves on
    await fill(el);
    type(el, 'Co-buyer social security number', '98765');
    submit(el);
    await waitFor(() => expect(getAllByText(el, 'Enter the 9 digits of the social security number.')).not.toEqual([]));
    expect(el.textContent).not.toContain('98765');
    expect(posts(calls)).toEqual([]);
  });

  it('sends spec.md’s payload once, with both numbers as 9 digits, and keeps them out of storage and messages', async () => {
    const calls = fakeServer(COMMUNITIES);
    const el = mountWidget(widget);
    await fill(el);
    type(el, 'Co-buyer social security number', '987654321');
    submit(el);
    const [sent] = await sentPosts(calls);
    const lists = Object.fromEntries(SELECTED_LISTS.map((l) => [l, l === 'selected_communities' ? [3] : []]));
    expect(sent).toEqual({
      path: '/forms/buying-application',
      body: expect.objectContaining({
        type: 'buying-application',
        origin: window.location.href,
        'g-recaptcha-response': '',
        ...lists,
        first_name: 'Ana',
        last_name: 'Lopez',
        email: 'ana@example.com',
        birth_date: '1990-04-12',
        ssn: SSN,
        co_buyer_ssn: '987654321',
        address: '2981 Preserve Loop',
        city: 'Lakeland',
        state: 'FL',
        zip: '33810',
        employer: 'Polk County Schools',
        yearly_income: 84000,
        credit_authorization: 1,
        last_home_sold: '',
      }),
    });
    // The server's message (the fake says “Thank you!”), and the form hidden (spec.md section 4).
    await waitFor(() => expect(getByRole(el, 'status').textContent).toContain('Thank you!'));
    expect(queryByRole(el, 'button', { name: buyingApplicationForm.submitLabel })).toBeNull();
    const kept = JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }) + el.textContent;
    for (const trace of [...SSN_TRACES, '987654321']) expect(kept).not.toContain(trace);
  });

  it('says “Something went wrong, try again later.” on a failed send, keeps every answer and drafts them without the number', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = fakeFetch((call) =>
      call.method === 'POST'
        ? json({ status: 'failure' }, 500)
        : call.url.pathname === '/api/community/list-names'
          ? json(COMMUNITIES['/api/community/list-names'])
          : json({ status: 'failure' }, 404),
    );
    const el = mountWidget(widget);
    await fill(el);
    submit(el);
    await waitFor(() => expect(el.textContent).toContain(FORM_FAILURE_MESSAGE));
    expect(posts(calls)).toHaveLength(1);
    expect(getByRole(el, 'textbox', { name: 'Email' })).toHaveProperty('value', 'ana@example.com');
    expect(getByRole(el, 'checkbox', { name: 'Credit check authorization' })).toHaveProperty('checked', true);
    const ssn = getByRole(el, 'textbox', { name: 'Social security number' }) as HTMLInputElement;
    ssn.focus();
    await waitFor(() => expect(ssn.value).toBe('123-45-6789'));
    const stored = JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage });
    expect(stored).toContain('ana@example.com');
    for (const trace of SSN_TRACES) expect(stored).not.toContain(trace);
  });
});
