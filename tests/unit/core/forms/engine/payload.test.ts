// @vitest-environment happy-dom
import { is } from 'superstruct';
import { afterEach, describe, expect, it } from 'vitest';
import { answersFromValues, valuesFromAnswers } from '../../../../../core/forms/engine/answers';
import { buildPayload, toFormData } from '../../../../../core/forms/engine/payload';
import { contactUsForm } from '../../../../../core/forms/declarations/contact-us';
import { fullInterestForm } from '../../../../../core/forms/declarations/full-interest';
import { inquireHomeForm } from '../../../../../core/forms/declarations/inquire-home';
import { FORM_DECLARATIONS } from '../../../../../core/forms/declarations/registry';
import { LeadEnvelope } from '../../../../../core/forms/engine/lead-envelope';
import { SELECTED_LISTS } from '../../../../../core/forms/engine/selected-lists';

afterEach(() => {
  document.cookie = 'hb_lead_guid=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  history.replaceState(null, '', '/');
});

describe('buildPayload (spec.md section 3)', () => {
  it('carries the lead fields, the seven selected lists, contacted_asap, contacted, referral and exit_form', () => {
    history.replaceState(null, '', '/move-in-ready/501?utm_source=billboard');
    document.cookie = 'hb_lead_guid=guid-42';
    const payload = buildPayload(
      inquireHomeForm,
      {
        first_name: 'Ana',
        last_name: 'Lopez',
        email: 'ana@example.com',
        phone: '863 555 0103',
        comments: '',
        contacted: 'Email',
        contacted_asap: true,
      },
      { selected_homes: [501] },
      'token-1',
    );
    expect(payload).toMatchObject({
      origin: expect.stringContaining('/move-in-ready/501'),
      type: 'inquire-home',
      guid: 'guid-42',
      'g-recaptcha-response': 'token-1',
      utm_source: 'billboard',
      landing_page: expect.stringContaining('/move-in-ready/501'),
      referrer: expect.any(String),
      selected_homes: [501],
      selected_communities: [],
      selected_regions: [],
      selected_residences: [],
      selected_plans: [],
      selected_careers: [],
      selected_events: [],
      contacted_asap: 1,
      contacted: 'Email',
      referral: '',
      exit_form: 0,
      first_name: 'Ana',
      phone: '(863) 555-0103',
    });
    expect(is(payload, LeadEnvelope)).toBe(true);
  });

  it('sends contacted_asap 0 when not ticked, and choices as lists', () => {
    const payload = buildPayload(
      fullInterestForm,
      { selected_regions: ['Bartow', 'Lake Wales'], desired_hometype: ['Lanai'], first_name: ' Ana ' },
      {},
      '',
    );
    expect(payload).toMatchObject({
      contacted_asap: 0,
      selected_regions: ['Bartow', 'Lake Wales'],
      desired_hometype: ['Lanai'],
      first_name: 'Ana',
    });
  });

  it('sends a community chosen in a select as its id in selected_communities', () => {
    expect(buildPayload(contactUsForm, { selected_communities: '12' }, {}, '').selected_communities).toEqual([12]);
    expect(buildPayload(contactUsForm, { selected_communities: '' }, {}, '').selected_communities).toEqual([]);
  });

  it('reads back on the server as the values the client checked', () => {
    const values = { first_name: 'Ana', contacted_asap: true, selected_communities: '12', referral: 'Billboard' };
    const answers = answersFromValues(contactUsForm.fields, values);
    expect(valuesFromAnswers(contactUsForm.fields, answers)).toMatchObject(values);
  });

  it('never lets a field name hide a lead field', () => {
    const reserved = ['origin', 'type', 'guid', 'g-recaptcha-response', 'landing_page', 'referrer', 'exit_form'];
    for (const form of FORM_DECLARATIONS) for (const field of form.fields) expect(reserved).not.toContain(field.name);
    expect(SELECTED_LISTS).toHaveLength(7);
  });

  it('turns a payload into multipart with lists as repeated parts', () => {
    const data = toFormData({ type: 'applicant', selected_careers: [3, 4], contacted_asap: 0 });
    expect(data.getAll('selected_careers[]')).toEqual(['3', '4']);
    expect(data.get('contacted_asap')).toBe('0');
  });
});
