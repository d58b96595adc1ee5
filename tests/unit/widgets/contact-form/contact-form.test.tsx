// @vitest-environment happy-dom
import { fireEvent, getByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactUsForm } from '../../../../core/forms/declarations/contact-us';
import { REFERRAL_SOURCES } from '../../../../core/forms/engine/options/lead-options';
import widget from '../../../../widgets/contact-form';
import { fakeServer, fillAndSend, mountWidget, sentPosts } from '../forms-test-kit';

afterEach(() => vi.unstubAllGlobals());

describe('hb-contact-form', () => {
  it('sends the referral source, the contact preference and contacted_asap as 1', async () => {
    const calls = fakeServer();
    const el = mountWidget(widget);
    const referral = getByRole(el, 'combobox', { name: 'How did you hear about us?' }) as HTMLSelectElement;
    expect(referral.options).toHaveLength(1 + REFERRAL_SOURCES.length);
    fillAndSend(el, contactUsForm.submitLabel, () => {
      fireEvent.input(getByRole(el, 'textbox', { name: 'How can we help?' }), { target: { value: 'Hi' } });
      fireEvent.change(referral, { target: { value: 'Internet Advertisment' } });
      fireEvent.click(getByRole(el, 'radio', { name: 'Text Message' }));
      fireEvent.click(getByRole(el, 'checkbox', { name: 'Please contact me as soon as possible' }));
    });
    expect(await sentPosts(calls)).toMatchObject([
      {
        path: '/forms/contact-us',
        body: {
          type: 'contact-us',
          referral: 'Internet Advertisment',
          contacted: 'Text Message',
          contacted_asap: 1,
          comments: 'Hi',
        },
      },
    ]);
  });
});
