// @vitest-environment happy-dom
import { findByRole, fireEvent, getByRole, queryByRole, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_FAILURE_MESSAGE } from '../../../../core/api/result';
import { realtorReferralForm } from '../../../../core/forms/declarations/realtor-referral';
import widget from '../../../../widgets/realtor-referral-form';
import { fakeFetch, json } from '../../core/api/fake-fetch';
import { mountWidget } from '../forms-test-kit';

afterEach(() => vi.unstubAllGlobals());

describe('hb-realtor-referral-form with data-modal (the for-realtors page)', () => {
  it('opens the referral program dialog, with its terms and the form, from a Register a client button', async () => {
    fakeFetch(() => json({ status: 'failure' }, 404));
    const el = mountWidget(widget, 'data-modal');
    expect(queryByRole(el, 'dialog')).toBeNull();
    expect(queryByRole(el, 'textbox', { name: /Your first name/ })).toBeNull();
    fireEvent.click(getByRole(el, 'button', { name: 'Register a client' }));
    const program = await findByRole(el, 'dialog', { name: 'Our realtor referral program' });
    expect(program.textContent).toContain('Commission is paid at closing, through the title company.');
    expect(getByRole(program, 'heading', { level: 3, name: realtorReferralForm.title })).toBeTruthy();
    expect(getByRole(program, 'button', { name: realtorReferralForm.submitLabel })).toBeTruthy();
  });

  it('opens the registration-error dialog when the server does not take the registration', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeFetch((call) =>
      call.method === 'POST' ? json({ status: 'failure', message: 'no' }) : json({ status: 'failure' }, 404),
    );
    const el = mountWidget(widget, 'data-modal');
    fireEvent.click(getByRole(el, 'button', { name: 'Register a client' }));
    const program = await findByRole(el, 'dialog', { name: 'Our realtor referral program' });
    const type = (label: string, value: string) =>
      fireEvent.input(getByRole(program, 'textbox', { name: new RegExp(`^${label}`) }), { target: { value } });
    type('Your first name', 'Ana');
    type('Your last name', 'Lopez');
    type('Your email', 'ana@example.com');
    type('Your phone', '863-555-0103');
    type('Brokerage', 'Lakeland Realty');
    type("Client's first name", 'Ben');
    type("Client's last name", 'Ortiz');
    type("Client's email", 'ben@example.com');
    type("Client's street address", '12 Lake Ave');
    type("Client's city", 'Lakeland');
    type("Client's ZIP code", '33801');
    fireEvent.change(getByRole(program, 'combobox', { name: /^Client's state/ }), { target: { value: 'FL' } });
    fireEvent.click(getByRole(program, 'checkbox', { name: 'Auburndale' }));
    fireEvent.click(getByRole(program, 'button', { name: realtorReferralForm.submitLabel }));
    const error = await findByRole(el, 'dialog', { name: 'Registration error' }, { timeout: 3000 });
    expect(error.textContent).toContain(FORM_FAILURE_MESSAGE);
    // The form stays behind it, in the program dialog, with what was typed.
    fireEvent.click(getByRole(error, 'button', { name: 'Back to the form' }));
    await waitFor(() => expect((error as HTMLDialogElement).open).toBe(false));
    expect((program as HTMLDialogElement).open).toBe(true);
    expect(getByRole(el, 'textbox', { name: /^Brokerage/ })).toHaveProperty('value', 'Lakeland Realty');
  });
});
