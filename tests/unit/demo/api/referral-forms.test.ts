// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { buildPayload } from '../../../../core/forms/engine/payload';
import { preReferralForm, referralProgramForm } from '../../../../core/forms/declarations/referral-program';
import { preTwelveDaysForm, twelveDaysForm } from '../../../../core/forms/declarations/twelve-days';
import { KNOWN_REFERRER_EMAIL } from '../../../../demo/api/known-referrers';
import { createDemoState } from '../../../../demo/state';
import { demoApp } from './app-fetch';

const friend = { referred_first_name: 'Bo', referred_last_name: 'Reed', referred_email: 'bo@example.com' };

function setup() {
  const app = demoApp({ state: createDemoState() });
  return async (path: string, body: unknown) =>
    (
      await app.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json();
}

describe('the demo’s pre-referral answers (spec.md section 4)', () => {
  it('answers a first-time referrer with a message, and without one once it has their details', async () => {
    const post = setup();
    const pre = (email: string) =>
      post(preReferralForm.path, buildPayload(preReferralForm, { email, ...friend }, {}, ''));
    expect(await pre('new.referrer@example.com')).toEqual({
      status: 'success',
      message: preReferralForm.successMessage,
    });
    expect(await pre(KNOWN_REFERRER_EMAIL)).toEqual({ status: 'success' });
    const full = buildPayload(
      referralProgramForm,
      {
        first_name: 'Ana',
        last_name: 'Lopez',
        email: 'New.Referrer@example.com',
        phone: '863-555-0103',
        state: 'FL',
        ...friend,
        ever_met_a_sales_person: 'Yes',
        sales_specialist: 'Hannah Brooks',
      },
      {},
      '',
    );
    expect(await post(referralProgramForm.path, full)).toEqual({
      status: 'success',
      message: referralProgramForm.successMessage,
    });
    expect(await pre('new.referrer@example.com')).toEqual({ status: 'success' });
  });

  it('answers the twelve-days pre-form on the same path, and takes the main form unvalidated', async () => {
    const post = setup();
    expect(
      await post(
        preTwelveDaysForm.path,
        buildPayload(preTwelveDaysForm, { first_name: 'Ana', last_name: 'Lopez', email: 'ana@example.com' }, {}, ''),
      ),
    ).toEqual({
      status: 'success',
      message: preTwelveDaysForm.successMessage,
    });
    expect(
      await post(
        twelveDaysForm.path,
        buildPayload(twelveDaysForm, { referring: 'anything', email: 'not an email' }, {}, ''),
      ),
    ).toMatchObject({ status: 'success' });
  });

  it('refuses a referral whose specialist is not one of the content’s', async () => {
    const post = setup();
    const full = buildPayload(
      referralProgramForm,
      {
        first_name: 'Ana',
        last_name: 'Lopez',
        email: 'ana@example.com',
        phone: '863-555-0103',
        state: 'FL',
        ...friend,
        ever_met_a_sales_person: 'Yes',
        sales_specialist: 'Nobody',
      },
      {},
      '',
    );
    expect(await post(referralProgramForm.path, full)).toMatchObject({
      status: 'failure',
      errors: [{ name: 'sales_specialist' }],
    });
  });
});
