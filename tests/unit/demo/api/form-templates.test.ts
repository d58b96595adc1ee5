import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { FormTemplate } from '../../../../core/api/schemas/form-template';
import { contactUsForm } from '../../../../core/forms/declarations/contact-us';
import { getUpdatesForm } from '../../../../core/forms/declarations/get-updates';
import { FORM_DECLARATIONS } from '../../../../core/forms/declarations/registry';
import { applyTemplate } from '../../../../core/forms/engine/apply-template';
import { bundledTemplate } from '../../../../demo/api/form-templates';
import { demoApp } from './app-fetch';

const app = demoApp();

/** spec.md section 2: "Form templates are loaded from: …" (the full interest list as spelled for it). */
const SPEC_PATHS = [
  '/buying-application/partials/buying-application-form',
  '/careers/partials/applicant-form',
  '/components/get-updates-form',
  '/components/reserve-a-lot-form',
  '/components/schedule-a-tour-form',
  '/contact-us/partials/contact-us-form',
  '/contact-us/partials/lock-in-form',
  '/events/partials/event-form',
  '/for-realtors/partials/get-connected-realtor-program-form',
  '/full-interest-list/partials/full-interest-list-list-form',
];
const read = async (path: string) => (await (await app.request(path)).json()).template;

describe('the forms’ CMS templates', () => {
  it('are the ten paths of spec.md section 2, each named by one form', () => {
    expect(FORM_DECLARATIONS.flatMap((f) => (f.template ? [f.template] : [])).sort()).toEqual(SPEC_PATHS);
  });

  it.each(SPEC_PATHS)('%s answers a template in the contract’s shape', async (path) => {
    const answer = await app.request(path);
    expect(answer.status).toBe(200);
    const body = await answer.json();
    expect(body.status).toBe('success');
    expect(is(body.template, FormTemplate)).toBe(true);
  });

  it('serves the bundled words, except where the demo’s editors changed contact-us and get-updates', async () => {
    for (const form of FORM_DECLARATIONS.filter((f) => f.template && f !== contactUsForm && f !== getUpdatesForm))
      expect(await read(form.template!)).toEqual(bundledTemplate(form));
    const contact = applyTemplate(contactUsForm, await read(contactUsForm.template!));
    expect(contact.title).toBe('Ask us anything');
    const referral = contact.fields.find((f) => f.name === 'referral');
    expect(referral?.kind === 'select' && referral.options.slice(0, 3)).toEqual([
      { value: 'A Friend or Family Member', label: 'A friend or family member' },
      { value: 'A Realtor', label: 'A realtor' },
      { value: 'Lakeland Homes Website', label: 'This website' },
    ]);
    expect(referral?.kind === 'select' && referral.options).toHaveLength(12);
    expect(applyTemplate(getUpdatesForm, await read(getUpdatesForm.template!)).consent).toContain(
      '[Contact us](/contact-us)',
    );
  });
});
