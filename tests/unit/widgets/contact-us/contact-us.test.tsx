// @vitest-environment happy-dom
import { findByRole, findByText, fireEvent, getByRole, getByText } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactUsForm } from '../../../../core/forms/declarations/contact-us';
import widget from '../../../../widgets/contact-us';
import { fakeServer, fillAndSend, mountWidget, sentPosts } from '../forms-test-kit';

afterEach(() => vi.unstubAllGlobals());

const center = {
  id: 1,
  name: 'Lakeside Preserve Model Center',
  address: '4120 Kathleen Rd',
  city: 'Lakeland',
  phone: '863-555-0103',
  hours: 'Mon-Sat 10am-6pm, Sun 1-5pm',
};

describe('hb-contact-us', () => {
  it('shows the contact form beside the model centers from content, each with a call link', async () => {
    fakeServer({ '/api/cms/model_centers': { status: 'success', contents: [center] } });
    const el = mountWidget(widget);
    expect(getByRole(el, 'heading', { name: contactUsForm.title })).toBeTruthy();
    const centers = getByRole(el, 'region', { name: 'Visit a model center' });
    expect(await findByRole(centers, 'heading', { name: center.name })).toBeTruthy();
    expect(getByText(centers, center.hours)).toBeTruthy();
    expect(
      getByRole(centers, 'link', { name: 'Call Lakeside Preserve Model Center at 863-555-0103' }).getAttribute('href'),
    ).toBe('tel:+18635550103');
  });

  it('says “No model centers found” when they cannot load, and keeps the form', async () => {
    fakeServer({});
    const el = mountWidget(widget);
    expect(await findByText(el, 'No model centers found')).toBeTruthy();
    expect(getByRole(el, 'button', { name: contactUsForm.submitLabel })).toBeTruthy();
  });

  it('offers “Send another message” after success: a fresh, empty form with focus on its first field', async () => {
    const calls = fakeServer({ '/api/cms/model_centers': { status: 'success', contents: [center] } });
    const el = mountWidget(widget);
    fillAndSend(el, contactUsForm.submitLabel, (scope) => {
      fireEvent.input(getByRole(scope, 'textbox', { name: 'ZIP code' }), { target: { value: '33801' } });
      fireEvent.input(getByRole(scope, 'textbox', { name: 'How can we help?' }), { target: { value: 'A question' } });
    });
    expect(await sentPosts(calls)).toHaveLength(1);
    const another = await findByRole(el, 'button', { name: 'Send another message' });
    fireEvent.click(another);
    const first = await findByRole(el, 'textbox', { name: 'First name' });
    expect((first as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(first);
    expect(el.querySelector('[role="status"]')!.textContent).toBe('');
  });
});
