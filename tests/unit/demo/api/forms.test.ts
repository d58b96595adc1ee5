// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { buildPayload, toFormData } from '../../../../core/forms/engine/payload';
import { contactUsForm } from '../../../../core/forms/declarations/contact-us';
import { eventRegistrationForm } from '../../../../core/forms/declarations/event-registration';
import { fullInterestForm } from '../../../../core/forms/declarations/full-interest';
import { getUpdatesForm } from '../../../../core/forms/declarations/get-updates';
import { inquireHomeForm } from '../../../../core/forms/declarations/inquire-home';
import { lockInForm } from '../../../../core/forms/declarations/lock-in';
import { reserveLotForm } from '../../../../core/forms/declarations/reserve-lot';
import { scheduleTourForm } from '../../../../core/forms/declarations/schedule-tour';
import { scheduleVisitForm } from '../../../../core/forms/declarations/schedule-visit';
import { realtorProgramForm } from '../../../../core/forms/declarations/realtor-program';
import { realtorReferralForm } from '../../../../core/forms/declarations/realtor-referral';
import { preReferralForm, referralProgramForm } from '../../../../core/forms/declarations/referral-program';
import { preTwelveDaysForm, twelveDaysForm } from '../../../../core/forms/declarations/twelve-days';
import { buyingApplicationForm } from '../../../../core/forms/declarations/buying-application';
import { careerApplicationForm } from '../../../../core/forms/declarations/career-application';
import { serviceRequestForm } from '../../../../core/forms/declarations/service-request';
import { FORM_DECLARATIONS } from '../../../../core/forms/declarations/registry';
import { FORM_FAILURE_MESSAGE } from '../../../../core/api/result';
import type { FormDefinition } from '../../../../core/forms/engine/form-definition';
import type { FormValues } from '../../../../core/forms/engine/field-spec';
import type { SelectedLists } from '../../../../core/forms/engine/selected-lists';
import { toIsoDate } from '../../../../core/forms/engine/date-rules';
import { FORM_PATHS } from '../../../../demo/api/forms';
import { checkFormFiles } from '../../../../demo/api/form-files';
import { createDemoState } from '../../../../demo/state';
import { demoApp } from './app-fetch';

const inDays = (days: number, weekday?: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  while (weekday !== undefined && date.getDay() !== weekday) date.setDate(date.getDate() + 1);
  return toIsoDate(date);
};
const person = { first_name: 'Ana', last_name: 'Lopez', email: 'ana@example.com', phone: '863-555-0103' };

/** A valid lead for each declared form, with the records its widget would name. */
const VALID: [FormDefinition, FormValues, SelectedLists][] = [
  [contactUsForm, { ...person, comments: 'Hello', selected_communities: '3', contacted_asap: true }, {}],
  [scheduleTourForm, { ...person, tour_date: inDays(2) }, { selected_communities: [3] }],
  [getUpdatesForm, { ...person, timeframe: '30 days' }, {}],
  [lockInForm, { ...person, selected_communities: '12' }, {}],
  [
    reserveLotForm,
    { ...person, state: 'FL', zip: '33810', move_timeframe: 'Immediately' },
    { selected_communities: [3] },
  ],
  [inquireHomeForm, person, { selected_homes: [501] }],
  [
    scheduleVisitForm,
    { ...person, model_center: 'Virtual Appointment', visit_date: inDays(2, 0), visit_time: '1:00 PM - 2:00 PM' },
    {},
  ],
  [fullInterestForm, { ...person, state: 'FL', zip: '33880', selected_regions: ['Bartow'] }, {}],
  [eventRegistrationForm, { ...person, guests: '2' }, { selected_events: [1] }],
  [realtorProgramForm, { ...person, brokerage: 'Lake Realty' }, {}],
  [
    realtorReferralForm,
    {
      'realtor.first_name': 'Ray',
      'realtor.last_name': 'Diaz',
      'realtor.email': 'ray@lakerealty.example',
      'realtor.phone': '863-555-0190',
      'realtor.brokerage': 'Lake Realty',
      'customer.first_name': 'Ana',
      'customer.last_name': 'Lopez',
      'customer.email': 'ana@example.com',
      'customer.state': 'FL',
      'customer.selected_regions': ['Bartow'],
    },
    {},
  ],
  [
    preReferralForm,
    {
      email: 'ana@example.com',
      referred_first_name: 'Bo',
      referred_last_name: 'Reed',
      referred_email: 'bo@example.com',
    },
    {},
  ],
  [
    referralProgramForm,
    {
      ...person,
      state: 'FL',
      referred_first_name: 'Bo',
      referred_last_name: 'Reed',
      referred_email: 'bo@example.com',
      ever_met_a_sales_person: 'Yes',
    },
    {},
  ],
  [preTwelveDaysForm, { first_name: 'Ana', last_name: 'Lopez', email: 'ana@example.com' }, {}],
  [twelveDaysForm, {}, {}],
  [
    buyingApplicationForm,
    {
      ...person,
      birth_date: '1990-04-12',
      ssn: '123456789',
      address: '2981 Preserve Loop',
      city: 'Lakeland',
      state: 'FL',
      zip: '33810',
      employer: 'Polk County Schools',
      yearly_income: '84000',
      credit_authorization: true,
    },
    {},
  ],
  [
    serviceRequestForm,
    {
      ...person,
      address: '2981 Preserve Loop',
      city: 'Lakeland',
      zip: '33810',
      selected_communities: '3',
      closing_date: inDays(-200),
      warranty_items: ['4', '5'],
    },
    {},
  ],
];

/** The applicant form, sent as multipart with its files (valid: one PDF résumé). */
const APPLICANT: FormValues = { ...person, state: 'FL', education: 'GED', adult: 'Yes', work_authorized: 'Yes' };
const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
const applicantPost = (files: File[], about: SelectedLists = { selected_careers: [1] }) =>
  toFormData(buildPayload(careerApplicationForm, APPLICANT, about, ''), { resume: files });

function setup() {
  const state = createDemoState();
  const app = demoApp({ state });
  const post = (path: string, body: unknown, key?: string) =>
    app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
      body: JSON.stringify(body),
    });
  return { state, app, post };
}

describe('the demo /forms API', () => {
  it('declares every form it checks, and every path of spec.md section 7', () => {
    expect(FORM_DECLARATIONS.map((d) => d.type).sort()).toEqual(
      [...VALID.map(([d]) => d.type), careerApplicationForm.type].sort(),
    );
    for (const d of FORM_DECLARATIONS) expect(FORM_PATHS).toContain(d.path);
    expect(FORM_PATHS).toHaveLength(15);
  });

  it.each(VALID.map(([d, v, a]) => [d.type, d, v, a] as const))(
    'accepts a valid %s lead built by the client and records it',
    async (_, definition, values, about) => {
      const { state, post } = setup();
      const answer = await post(definition.path, buildPayload(definition, values, about, ''), 'key-valid-1');
      expect(await answer.json()).toEqual({ status: 'success', message: definition.successMessage });
      expect(state.submissions).toMatchObject([
        { path: definition.path, status: 'success', idempotencyKey: 'key-valid-1', body: { type: definition.type } },
      ]);
    },
  );

  it('refuses a lead that breaks its declaration, with spec.md’s message and the fields at fault', async () => {
    const { state, post } = setup();
    const answer = await post(
      '/forms/contact-us',
      buildPayload(contactUsForm, { ...person, email: 'nope', comments: '' }, {}, ''),
    );
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({
      status: 'failure',
      message: FORM_FAILURE_MESSAGE,
      errors: [
        { name: 'email', message: 'Enter an email address like name@example.com.' },
        { name: 'comments', message: 'Please answer “How can we help?”' },
      ],
    });
    expect(state.submissions.map((s) => s.status)).toEqual(['failure']);
  });

  it('refuses a post without the lead envelope, an unknown type on a shared path, and an unknown record', async () => {
    const { post } = setup();
    expect((await post('/forms/get-updates', { first_name: 'Ana' })).status).toBe(422);
    const asOther = { ...buildPayload(getUpdatesForm, person, {}, ''), type: 'contact-us' };
    expect(await (await post('/forms/get-updates', asOther)).json()).toMatchObject({
      errors: [{ name: 'type', message: 'type must be one of get-updates, lock-in' }],
    });
    const unknownHome = buildPayload(inquireHomeForm, person, { selected_homes: [99999] }, '');
    expect(await (await post('/forms/inquire-home', unknownHome)).json()).toMatchObject({
      errors: [{ name: 'selected_homes', message: 'names an unknown record' }],
    });
    const noHome = buildPayload(inquireHomeForm, person, {}, '');
    expect(await (await post('/forms/inquire-home', noHome)).json()).toMatchObject({
      errors: [{ name: 'selected_homes', message: 'names no record' }],
    });
  });

  it('answers a repeated Idempotency-Key with the first answer and records one lead', async () => {
    const { state, post } = setup();
    const body = buildPayload(getUpdatesForm, person, {}, '');
    const [first, second] = await Promise.all([
      post('/forms/get-updates', body, 'same-key-123'),
      post('/forms/get-updates', body, 'same-key-123'),
    ]);
    const third = await post('/forms/get-updates', { ...body, first_name: 'Changed' }, 'same-key-123');
    for (const answer of [first, second, third])
      expect(await answer.json()).toEqual({ status: 'success', message: getUpdatesForm.successMessage });
    expect(state.submissions).toHaveLength(1);
    await post('/forms/get-updates', body, 'other-key-456');
    expect(state.submissions).toHaveLength(2);
  });

  it('lets a refused lead be corrected and sent again with the same key', async () => {
    const { state, post } = setup();
    await post('/forms/get-updates', buildPayload(getUpdatesForm, { ...person, email: 'bad' }, {}, ''), 'retry-key-1');
    const fixed = await post('/forms/get-updates', buildPayload(getUpdatesForm, person, {}, ''), 'retry-key-1');
    expect((await fixed.json()).status).toBe('success');
    expect(state.submissions.map((s) => s.status)).toEqual(['failure', 'success']);
  });

  it('accepts multipart posts (the applicant form) with lists as repeated parts, and records the files by name, size and kind', async () => {
    const { state, app } = setup();
    const answer = await app.request('/forms/applicant', { method: 'POST', body: applicantPost([pdf('cv.pdf')]) });
    expect(await answer.json()).toEqual({ status: 'success', message: careerApplicationForm.successMessage });
    expect(state.submissions[0].body).toMatchObject({
      type: 'applicant',
      selected_careers: [1],
      education: 'GED',
      resume: [{ file: 'cv.pdf', bytes: 8, kind: 'pdf' }],
    });
  });

  it('refuses an application without a résumé, with four files, or for an unknown career, with spec.md’s messages', async () => {
    const { app } = setup();
    const errorsOf = async (body: FormData) =>
      ((await (await app.request('/forms/applicant', { method: 'POST', body })).json()) as { errors: unknown[] })
        .errors;
    expect(await errorsOf(applicantPost([]))).toEqual([
      { name: 'resume', message: 'Résumé and cover letter is required.' },
    ]);
    expect(await errorsOf(applicantPost([pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf'), pdf('d.pdf')]))).toEqual([
      { name: 'resume', message: 'You may only upload up to three images.' },
    ]);
    expect(await errorsOf(applicantPost([pdf('cv.pdf')], { selected_careers: [999] }))).toEqual([
      { name: 'selected_careers', message: 'names an unknown record' },
    ]);
  });

  it('refuses an applicant file over 3,072,000 bytes with spec.md’s message (the rule read from the declaration)', () => {
    const recorded = (bytes: number) => [{ field: 'resume', file: { file: 'cv.pdf', bytes, kind: 'pdf' as const } }];
    expect(checkFormFiles('/forms/applicant', recorded(3_072_000))).toEqual([]);
    expect(checkFormFiles('/forms/applicant', recorded(3_072_001))).toEqual([
      { name: 'resume', message: 'Your file is larger than 3MB.' },
    ]);
  });

  it('serves the pseudo-confirmation page for the hidden frame, and remembers the form type', async () => {
    const { state, app } = setup();
    const answer = await app.request('/forms/pseudo-confirmation?type=<b>get-updates</b>');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(await answer.text()).toContain('&lt;b&gt;get-updates&lt;/b&gt;');
    expect(state.slices.get('pseudo-confirmations')).toEqual(['<b>get-updates</b>']);
  });
});
