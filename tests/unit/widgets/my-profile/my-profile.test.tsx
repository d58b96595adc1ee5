// @vitest-environment happy-dom
import { fireEvent, getByLabelText, getByRole, waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, mountFresh, success } from '../favorites-test-kit';

afterEach(() => vi.unstubAllGlobals());

const user = {
  id: 1,
  email: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'Reyes',
  phone: '',
  address: '',
  city: 'Lakeland',
  state: 'FL',
  zip: '',
};
const profileApi = (extra = {}) => fakeApi({ 'GET /my-favorites/my-profile': () => success({ user }), ...extra });

async function openPasswordDialog(el: HTMLElement) {
  await waitFor(() => getByRole(el, 'button', { name: 'Change password' }));
  fireEvent.click(getByRole(el, 'button', { name: 'Change password' }));
  return within(await waitFor(() => getByRole(el, 'dialog', { name: 'Change password' })));
}

describe('hb-my-profile', () => {
  it('fills the form from the profile, with the account state list', async () => {
    profileApi();
    const el = await mountFresh('my-profile', '', { loggedIn: true });
    await waitFor(() => expect((getByLabelText(el, /^First name/) as HTMLInputElement).value).toBe('Ana'));
    const state = getByLabelText(el, /^State/) as HTMLSelectElement;
    expect(state.value).toBe('FL');
    expect(state.options[0].textContent).toBe('State');
    expect([...state.options].map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['Guam', 'Palau', 'Puerto Rico', 'Virgin Islands', 'District of Columbia']),
    );
    expect(state.options).toHaveLength(1 + 51 + 4);
  });

  it('shows the message and keeps the form after saving', async () => {
    const calls = profileApi({
      'POST /my-favorites/my-profile': () => json({ status: 'success', message: 'Your profile has been updated.' }),
    });
    const el = await mountFresh('my-profile', '', { loggedIn: true });
    await waitFor(() => getByLabelText(el, /^City/));
    fireEvent.input(getByLabelText(el, /^City/), { target: { value: 'Winter Haven' } });
    fireEvent.click(getByRole(el, 'button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(el.querySelector('[data-status="success"]')?.textContent).toBe('Your profile has been updated.'),
    );
    expect((getByLabelText(el, /^City/) as HTMLInputElement).value).toBe('Winter Haven');
    expect(new URLSearchParams(calls.find((c) => c.method === 'POST')!.body).get('city')).toBe('Winter Haven');
  });

  it('says “New passwords do not match.” with status failure, sends nothing and keeps the form', async () => {
    const calls = profileApi();
    const el = await mountFresh('my-profile', '', { loggedIn: true });
    const dialog = await openPasswordDialog(el);
    fireEvent.input(dialog.getByLabelText(/^Current password/), { target: { value: 'sunshine-42' } });
    fireEvent.input(dialog.getByLabelText(/^New password/), { target: { value: 'moonlight-1' } });
    fireEvent.input(dialog.getByLabelText(/^Confirm new password/), { target: { value: 'moonlight-2' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(el.querySelector('dialog [data-status="failure"]')?.textContent).toBe('New passwords do not match.'),
    );
    expect((dialog.getByLabelText(/^Current password/) as HTMLInputElement).closest('form')!.hidden).toBe(false);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('says the same when one new password is emptied again', async () => {
    profileApi();
    const el = await mountFresh('my-profile', '', { loggedIn: true });
    const dialog = await openPasswordDialog(el);
    fireEvent.input(dialog.getByLabelText(/^Current password/), { target: { value: 'sunshine-42' } });
    fireEvent.input(dialog.getByLabelText(/^New password/), { target: { value: 'moonlight-1' } });
    fireEvent.input(dialog.getByLabelText(/^New password/), { target: { value: '' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(el.querySelector('dialog [data-status="failure"]')?.textContent).toBe('New passwords do not match.'),
    );
  });

  it('lets both new passwords untouched through to the server, and shows its answer', async () => {
    const calls = profileApi({
      'POST /my-favorites/change-password': () =>
        json({ status: 'failure', message: 'Please choose a password of at least 8 characters.' }),
    });
    const el = await mountFresh('my-profile', '', { loggedIn: true });
    const dialog = await openPasswordDialog(el);
    fireEvent.input(dialog.getByLabelText(/^Current password/), { target: { value: 'sunshine-42' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(el.querySelector('dialog [data-status="failure"]')?.textContent).toBe(
        'Please choose a password of at least 8 characters.',
      ),
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual([
      '/my-favorites/change-password',
    ]);
  });

  it('changes the password and keeps the dialog’s form', async () => {
    profileApi({
      'POST /my-favorites/change-password': () =>
        json({ status: 'success', message: 'Your password has been changed.' }),
    });
    const el = await mountFresh('my-profile', '', { loggedIn: true });
    const dialog = await openPasswordDialog(el);
    fireEvent.input(dialog.getByLabelText(/^Current password/), { target: { value: 'sunshine-42' } });
    fireEvent.input(dialog.getByLabelText(/^New password/), { target: { value: 'moonlight-1' } });
    fireEvent.input(dialog.getByLabelText(/^Confirm new password/), { target: { value: 'moonlight-1' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(el.querySelector('dialog [data-status="success"]')?.textContent).toBe('Your password has been changed.'),
    );
    expect((dialog.getByLabelText(/^Current password/) as HTMLInputElement).closest('form')!.hidden).toBe(false);
  });

  it('asks a visitor who is not signed in to sign in, without asking the server', async () => {
    const calls = fakeApi({});
    const el = await mountFresh('my-profile');
    expect(el.textContent).toContain('Sign in to see your profile.');
    expect(calls).toEqual([]);
  });

  it('says so when the session has ended since the page was made', async () => {
    fakeApi({
      'GET /my-favorites/my-profile': () =>
        json({ status: 'failure', message: 'Please sign in to continue.', user: null }, 401),
    });
    const el = await mountFresh('my-profile', '', { loggedIn: true });
    await waitFor(() => expect(getByRole(el, 'alert').textContent).toBe('Sign in to see your profile. Sign in'));
  });
});
