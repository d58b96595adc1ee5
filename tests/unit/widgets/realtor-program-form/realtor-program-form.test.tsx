// @vitest-environment happy-dom
import { findByRole, fireEvent, getAllByText, getByRole, queryByRole, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_FAILURE_MESSAGE } from '../../../../core/api/result';
import { realtorProgramForm } from '../../../../core/forms/declarations/realtor-program';
import { REALTOR_PROGRAM_DISMISS_MS } from '../../../../core/forms/engine/lifecycle-timers';
import widget from '../../../../widgets/realtor-program-form';
import { fakeFetch, json } from '../../core/api/fake-fetch';
import { cleanPage, fakeServer, fillAndSend, mountWidget, posts, sentPosts } from '../forms-test-kit';

afterEach(cleanPage);

const brokerage = (scope: HTMLElement) =>
  fireEvent.input(getByRole(scope, 'textbox', { name: 'Brokerage' }), { target: { value: 'Lake Realty' } });

async function openDialog(el: HTMLElement) {
  expect(queryByRole(el, 'dialog')).toBeNull();
  fireEvent.click(getByRole(el, 'button', { name: 'Join our realtor program' }));
  return findByRole(el, 'dialog', { name: realtorProgramForm.title });
}

describe('hb-realtor-program-form', () => {
  it('opens its form in a dialog from a button, and refuses it without name, email, phone and brokerage', async () => {
    const calls = fakeServer();
    const el = mountWidget(widget);
    const dialog = await openDialog(el);
    fireEvent.click(getByRole(dialog, 'button', { name: realtorProgramForm.submitLabel }));
    for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Brokerage'])
      await waitFor(() => expect(getAllByText(dialog, `${label} is required.`)).toHaveLength(2));
    expect(getAllByText(dialog, /is required\.$/, { selector: 'a' })).toHaveLength(5); // the optional license and comments are not asked for
    await waitFor(() => expect(document.activeElement).toBe(getByRole(dialog, 'textbox', { name: 'First name' })));
    expect(posts(calls)).toEqual([]);
  });

  it('sends get-connected-realtor-program with the answers, and closes its dialog 4 s after success', async () => {
    expect(REALTOR_PROGRAM_DISMISS_MS).toBe(4_000);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = fakeServer();
    const el = mountWidget(widget);
    const dialog = (await openDialog(el)) as HTMLDialogElement;
    fillAndSend(dialog, realtorProgramForm.submitLabel, brokerage);
    expect(await sentPosts(calls)).toEqual([
      {
        path: '/forms/get-connected-realtor-program',
        body: expect.objectContaining({
          type: 'get-connected-realtor-program',
          origin: window.location.href,
          first_name: 'Ana',
          last_name: 'Lopez',
          email: 'ana@example.com',
          phone: '(863) 555-0103',
          brokerage: 'Lake Realty',
          license_number: '',
        }),
      },
    ]);
    await waitFor(() => expect(getByRole(dialog, 'status').textContent).toContain('Thank you!'));
    vi.setTimerTickMode('manual'); // from the success on, only the test moves the clock
    await vi.advanceTimersByTimeAsync(REALTOR_PROGRAM_DISMISS_MS - 1_000);
    expect(dialog.open).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(dialog.open).toBe(false);
  });

  it('says “Something went wrong, try again later.” and keeps the answers when the server fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = fakeFetch((call) => json({ status: 'failure' }, call.method === 'POST' ? 500 : 404));
    const el = mountWidget(widget);
    const dialog = await openDialog(el);
    fillAndSend(dialog, realtorProgramForm.submitLabel, brokerage);
    await waitFor(() => expect(getByRole(dialog, 'status').textContent).toContain(FORM_FAILURE_MESSAGE));
    expect(posts(calls)).toHaveLength(1);
    expect(getByRole(dialog, 'textbox', { name: 'Brokerage' })).toHaveProperty('value', 'Lake Realty');
    expect(getByRole(dialog, 'textbox', { name: 'Email' })).toHaveProperty('value', 'ana@example.com');
  });
});
