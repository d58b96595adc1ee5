// @vitest-environment happy-dom
import {
  findByRole,
  fireEvent,
  getAllByRole,
  getAllByText,
  getByRole,
  queryByRole,
  waitFor,
} from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { FORM_FAILURE_MESSAGE } from '../../../../core/api/result';
import { preTwelveDaysForm, REFER_YOURSELF, twelveDaysForm } from '../../../../core/forms/declarations/twelve-days';
import widget from '../../../../widgets/twelve-days-form';
import { json } from '../../core/api/fake-fetch';
import { cleanPage, fakeServer, fillAndSend, mountWidget, posts, sentPosts } from '../forms-test-kit';

afterEach(cleanPage);

/** The pre-form answered with (or without) a message; the main form by `main`. */
const server = (
  preMessage: string | undefined,
  main: () => Response = () => json({ status: 'success', message: 'Good luck!' }),
) =>
  fakeServer({}, (call) =>
    call.url.pathname === '/forms/pre-referral-program' ? json({ status: 'success', message: preMessage }) : main(),
  );

describe('hb-twelve-days-form', () => {
  it('refuses the pre-form without a name and email, and sends it to /forms/pre-referral-program', async () => {
    const calls = server('Thanks!');
    const el = mountWidget(widget);
    fireEvent.click(getByRole(el, 'button', { name: preTwelveDaysForm.submitLabel }));
    for (const label of ['First name', 'Last name', 'Email'])
      await waitFor(() => expect(getAllByText(el, `${label} is required.`)).toHaveLength(2));
    expect(posts(calls)).toEqual([]);
    fillAndSend(el, preTwelveDaysForm.submitLabel);
    expect(await sentPosts(calls)).toEqual([
      {
        path: '/forms/pre-referral-program',
        body: expect.objectContaining({
          type: 'pre-twelve-days',
          first_name: 'Ana',
          last_name: 'Lopez',
          email: 'ana@example.com',
        }),
      },
    ]);
  });

  it('sends the main form without validation, with “Enter to win by referring yourself!” by default, and keeps the values when it fails', async () => {
    let fail = true;
    const calls = server('Thanks!', () =>
      fail ? json({ status: 'failure' }, 500) : json({ status: 'success', message: 'Good luck!' }),
    );
    const el = mountWidget(widget);
    fillAndSend(el, preTwelveDaysForm.submitLabel);
    const main = await findByRole(el, 'form', { name: twelveDaysForm.title });
    expect(getByRole(main, 'radio', { name: REFER_YOURSELF })).toHaveProperty('checked', true);
    expect(getByRole(main, 'textbox', { name: 'Email' })).toHaveProperty('value', 'ana@example.com');
    // No validator (spec.md section 5): a bad email and an empty name go as they are, with no error shown.
    fireEvent.input(getByRole(main, 'textbox', { name: 'Email' }), { target: { value: 'not an email' } });
    fireEvent.input(getByRole(main, 'textbox', { name: 'Last name' }), { target: { value: '' } });
    fireEvent.click(getByRole(main, 'button', { name: twelveDaysForm.submitLabel }));
    await waitFor(() =>
      expect(getAllByRole(el, 'status').map((s) => s.textContent)).toContainEqual(
        expect.stringContaining(FORM_FAILURE_MESSAGE),
      ),
    );
    expect(main.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    expect(getByRole(main, 'textbox', { name: 'Email' })).toHaveProperty('value', 'not an email');
    expect(getByRole(main, 'textbox', { name: 'First name' })).toHaveProperty('value', 'Ana');
    fail = false;
    fireEvent.click(getByRole(main, 'button', { name: twelveDaysForm.submitLabel }));
    await waitFor(() => expect(posts(calls)).toHaveLength(3));
    expect(posts(calls)[2]).toEqual({
      path: '/forms/referral-program',
      body: expect.objectContaining({
        type: 'twelve-days',
        referring: REFER_YOURSELF,
        email: 'not an email',
        first_name: 'Ana',
        last_name: '',
      }),
    });
  });

  it('shows the pre-form again, empty, and opens “Submit another referral?” for an entrant we know (no message)', async () => {
    server(undefined);
    const el = mountWidget(widget);
    fillAndSend(el, preTwelveDaysForm.submitLabel);
    const another = await findByRole(el, 'dialog', { name: 'Submit another referral?' });
    expect(another.textContent).toContain('your entry is complete');
    expect(getByRole(el, 'textbox', { name: 'Email' })).toHaveProperty('value', '');
    fireEvent.click(getByRole(another, 'button', { name: 'No, thanks' }));
    await waitFor(() => expect((another as HTMLDialogElement).open).toBe(false));
    expect(queryByRole(el, 'form', { name: twelveDaysForm.title })).toBeNull();
  });
});
