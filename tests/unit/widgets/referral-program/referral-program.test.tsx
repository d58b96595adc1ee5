// @vitest-environment happy-dom
import { findByRole, fireEvent, getAllByText, getByRole, queryByRole, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { FORM_FAILURE_MESSAGE } from '../../../../core/api/result';
import { preReferralForm, referralProgramForm } from '../../../../core/forms/declarations/referral-program';
import widget from '../../../../widgets/referral-program';
import { json } from '../../core/api/fake-fetch';
import { cleanPage, fakeServer, mountWidget, posts, sentPosts } from '../forms-test-kit';

afterEach(cleanPage);

const SPECIALISTS = [{ id: 1, name: 'Hannah Brooks', email: 'hannah@example.com', phone: '863-555-0110' }];

/** The API: the sales specialists from content, and the pre-form answered by `preAnswer`. */
const server = (preAnswer: () => Response = () => json({ status: 'success', message: 'Thanks!' })) =>
  fakeServer({ '/api/cms/sales_specialist': { status: 'success', contents: SPECIALISTS } }, (call) =>
    call.url.pathname === '/forms/pre-referral-program' ? preAnswer() : undefined,
  );

const type = (scope: HTMLElement, name: string, value: string) =>
  fireEvent.input(getByRole(scope, 'textbox', { name }), { target: { value } });

function sendPre(el: HTMLElement) {
  type(el, 'Your email', 'ana@example.com');
  type(el, "Friend's first name", 'Bo');
  type(el, "Friend's last name", 'Reed');
  type(el, "Friend's email", 'bo.reed@example.com');
  fireEvent.click(getByRole(el, 'button', { name: preReferralForm.submitLabel }));
}

describe('hb-referral-program', () => {
  it('refuses the pre-form without the referrer’s email and the friend’s name and email', async () => {
    const calls = server();
    const el = mountWidget(widget);
    fireEvent.click(getByRole(el, 'button', { name: preReferralForm.submitLabel }));
    for (const label of ['Your email', "Friend's first name", "Friend's last name", "Friend's email"])
      await waitFor(() => expect(getAllByText(el, `${label} is required.`)).toHaveLength(2));
    expect(queryByRole(el, 'textbox', { name: "Friend's phone" })?.getAttribute('aria-invalid')).not.toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(getByRole(el, 'textbox', { name: 'Your email' })));
    expect(posts(calls)).toEqual([]);
  });

  it('sends the pre-form, then the full form with the friend carried over, “Yes” by default and the chosen sales specialist', async () => {
    const calls = server();
    const el = mountWidget(widget);
    sendPre(el);
    expect(await sentPosts(calls)).toEqual([
      {
        path: '/forms/pre-referral-program',
        body: expect.objectContaining({
          type: 'pre-referral-program',
          email: 'ana@example.com',
          referred_first_name: 'Bo',
          referred_last_name: 'Reed',
          referred_email: 'bo.reed@example.com',
        }),
      },
    ]);
    const full = await findByRole(el, 'form', { name: referralProgramForm.title });
    expect(getByRole(full, 'textbox', { name: 'Your email' })).toHaveProperty('value', 'ana@example.com');
    expect(getByRole(full, 'textbox', { name: "Friend's first name" })).toHaveProperty('value', 'Bo');
    expect(getByRole(full, 'radio', { name: 'Yes' })).toHaveProperty('checked', true);
    const specialists = getByRole(full, 'combobox', { name: 'Which sales specialist?' });
    await findByRole(specialists, 'option', { name: 'Hannah Brooks' });

    fireEvent.click(getByRole(full, 'button', { name: referralProgramForm.submitLabel }));
    await waitFor(() => expect(getAllByText(full, 'Your first name is required.')).toHaveLength(2));
    expect(posts(calls)).toHaveLength(1);
    type(full, 'Your first name', 'Ana');
    type(full, 'Your last name', 'Lopez');
    type(full, 'Your phone', '863-555-0103');
    fireEvent.change(getByRole(full, 'combobox', { name: 'Your state' }), { target: { value: 'FL' } });
    fireEvent.change(specialists, { target: { value: 'Hannah Brooks' } });
    fireEvent.click(getByRole(full, 'button', { name: referralProgramForm.submitLabel }));
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(posts(calls)[1]).toEqual({
      path: '/forms/referral-program',
      body: expect.objectContaining({
        type: 'referral-program',
        email: 'ana@example.com',
        first_name: 'Ana',
        last_name: 'Lopez',
        state: 'FL',
        ever_met_a_sales_person: 'Yes',
        sales_specialist: 'Hannah Brooks',
        referred_first_name: 'Bo',
        referred_email: 'bo.reed@example.com',
      }),
    });
  });

  it('shows the pre-form again, empty, and opens “Submit another referral?” when the pre-form is answered without a message', async () => {
    server(() => json({ status: 'success' }));
    const el = mountWidget(widget);
    sendPre(el);
    const another = await findByRole(el, 'dialog', { name: 'Submit another referral?' });
    expect(another.textContent).toContain('your referral is complete');
    expect(getByRole(el, 'textbox', { name: 'Your email' })).toHaveProperty('value', '');
    expect(queryByRole(el, 'form', { name: referralProgramForm.title })).toBeNull();
    fireEvent.click(getByRole(another, 'button', { name: 'Refer someone else' }));
    await waitFor(() => expect((another as HTMLDialogElement).open).toBe(false));
  });

  it('says “Something went wrong, try again later.” on a failed pre-form and keeps its answers', async () => {
    server(() => json({ status: 'failure' }, 500));
    const el = mountWidget(widget);
    sendPre(el);
    await waitFor(() => expect(getByRole(el, 'status').textContent).toContain(FORM_FAILURE_MESSAGE));
    expect(getByRole(el, 'textbox', { name: "Friend's first name" })).toHaveProperty('value', 'Bo');
    expect(queryByRole(el, 'form', { name: referralProgramForm.title })).toBeNull();
  });
});
