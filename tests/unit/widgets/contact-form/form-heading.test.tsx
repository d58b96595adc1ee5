// @vitest-environment happy-dom
import { findByRole, getByRole, queryByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactUsForm } from '../../../../core/forms/declarations/contact-us';
import { loginForm } from '../../../../core/forms/declarations/login';
import contactForm from '../../../../widgets/contact-form';
import login from '../../../../widgets/login';
import { fakeServer, mountWidget, quietConsole } from '../forms-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The shared form (core/forms/react/form.tsx) honours data-heading for every form widget that declares it.
describe('a form widget with data-heading', () => {
  it('shows the form’s heading and names the form by it by default', async () => {
    fakeServer();
    const el = mountWidget(contactForm);
    const heading = await findByRole(el, 'heading', { name: contactUsForm.title });
    expect(getByRole(el, 'form', { name: contactUsForm.title }).getAttribute('aria-labelledby')).toBe(heading.id);
  });

  it('shows no heading when it is off, and the form keeps the heading’s words as its accessible name', async () => {
    fakeServer();
    const el = mountWidget(contactForm, 'data-heading="off"');
    await findByRole(el, 'form', { name: contactUsForm.title });
    expect(queryByRole(el, 'heading', { name: contactUsForm.title })).toBeNull();
    const account = mountWidget(login, 'data-heading="off"');
    await findByRole(account, 'form', { name: loginForm.title });
    expect(queryByRole(account, 'heading', { name: loginForm.title })).toBeNull();
  });

  it('says which widget and attribute are wrong when the value is neither off nor on', () => {
    const errors = quietConsole();
    const el = mountWidget(contactForm, 'data-heading="hidden"');
    const message = '[hb-contact-form] data-heading "hidden" is not one of off, on: set it, e.g. data-heading="off"';
    expect(getByRole(el, 'alert').textContent).toBe(message);
    expect(errors).toHaveBeenCalledWith(message);
  });
});
