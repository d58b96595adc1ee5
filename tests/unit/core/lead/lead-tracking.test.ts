// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureVisit } from '../../../../core/lead/visit-attribution';
import { isLead, markLead } from '../../../../core/lead/lead-flag';
import { leadFields } from '../../../../core/lead/lead-fields';
import { leadGuid } from '../../../../core/lead/lead-guid';
import { loadPseudoConfirmation } from '../../../../core/lead/pseudo-confirmation';
import { recaptchaAction, spamCheckToken } from '../../../../core/lead/spam-check';

const setUrl = (url: string) => history.replaceState(null, '', url);

afterEach(() => {
  setUrl('/');
  document.cookie = 'hb_lead_guid=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.cookie = 'lt=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  delete window.grecaptcha;
});

describe('lead tracking', () => {
  it('captures UTM parameters, referrer and landing page on the first page of a visit only', () => {
    setUrl('/our-communities?utm_source=facebook&utm_medium=paid&utm_campaign=fall&gclid=abc');
    captureVisit();
    setUrl('/contact-us?utm_source=other');
    captureVisit();
    const fields = leadFields('contact-us', '');
    expect(fields).toMatchObject({
      utm_source: 'facebook',
      utm_medium: 'paid',
      utm_campaign: 'fall',
      gclid: 'abc',
      landing_page: expect.stringContaining('/our-communities?utm_source=facebook'),
      origin: expect.stringContaining('/contact-us'),
      type: 'contact-us',
    });
  });

  it('reads the guid from the lead-tracker cookie, by default hb_lead_guid', () => {
    expect(leadGuid()).toBeUndefined();
    document.cookie = 'hb_lead_guid=7f3c-11aa';
    expect(leadGuid()).toBe('7f3c-11aa');
    expect(leadFields('get-updates', 't')).toMatchObject({ guid: '7f3c-11aa', 'g-recaptcha-response': 't' });
  });

  it('reads the cookie named by leadTrackerCookie in the config', () => {
    document.head.innerHTML =
      '<script type="application/json" id="hb-widgets-config">{"leadTrackerCookie": "lt"}</script>';
    document.cookie = 'lt=abc-123';
    expect(leadGuid()).toBe('abc-123');
  });

  it('sends an empty spam-check token when no reCAPTCHA key is configured', async () => {
    expect(await spamCheckToken('contact-us')).toBe('');
  });

  it('fetches the reCAPTCHA token at submit time with an allowed action name', async () => {
    document.head.innerHTML =
      '<script type="application/json" id="hb-widgets-config">{"recaptchaSiteKey": "site-key"}</script>';
    const execute = vi.fn(async () => 'token-1');
    window.grecaptcha = { ready: (cb) => cb(), execute };
    // The reCAPTCHA script "loads" (happy-dom does not fetch scripts).
    const append = vi
      .spyOn(document.head, 'append')
      .mockImplementation((tag) => queueMicrotask(() => (tag as HTMLScriptElement).onload!(new Event('load'))));
    const pending = spamCheckToken('reserve-a-lot');
    expect((append.mock.calls[0][0] as HTMLScriptElement).src).toBe(
      'https://www.google.com/recaptcha/api.js?render=site-key',
    );
    expect(await pending).toBe('token-1');
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'reserve_a_lot' });
    expect(recaptchaAction('get-connected-realtor-program')).toBe('get_connected_realtor_program');
  });

  it('marks the visitor as a lead in localStorage', () => {
    expect(isLead()).toBe(false);
    markLead();
    expect(isLead()).toBe(true);
    expect(localStorage.getItem('hb:lead')).toBe('1');
  });

  it('loads the pseudo-confirmation page in a hidden frame', () => {
    loadPseudoConfirmation('schedule-a-tour');
    const frame = document.querySelector('iframe')!;
    expect(frame.hidden).toBe(true);
    expect(new URL(frame.src).pathname + new URL(frame.src).search).toBe(
      '/forms/pseudo-confirmation?type=schedule-a-tour',
    );
  });
});
