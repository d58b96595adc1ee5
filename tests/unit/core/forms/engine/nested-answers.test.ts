// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { valuesFromAnswers } from '../../../../../core/forms/engine/answers';
import { nestAnswers, readAnswer } from '../../../../../core/forms/engine/nested-answers';
import { buildPayload } from '../../../../../core/forms/engine/payload';
import { realtorReferralForm } from '../../../../../core/forms/declarations/realtor-referral';
import { validateForm } from '../../../../../core/forms/engine/validate-form';

const VALUES = {
  'realtor.first_name': 'Ray',
  'realtor.last_name': 'Diaz',
  'realtor.email': 'ray@lakerealty.example',
  'realtor.phone': '863 555 0190',
  'realtor.brokerage': 'Lake Realty',
  'customer.first_name': 'Ana',
  'customer.last_name': 'Lopez',
  'customer.email': 'ana@example.com',
  'customer.state': 'FL',
  'customer.selected_regions': ['Bartow', 'Winter Haven'],
  'customer.desired_hometype': ['Lanai'],
  'customer.price_range': '$250,000 - $300,000',
  'customer.buying_interest': '30 days',
};

describe('the realtor referral payload (spec.md section 3)', () => {
  it('sends a realtor object with origin and type, and a customer object with the lists, price range, state and buying interest', () => {
    history.replaceState(null, '', '/realtor-referral');
    const payload = buildPayload(realtorReferralForm, VALUES, {}, '');
    expect(payload.realtor).toEqual({
      origin: expect.stringContaining('/realtor-referral'),
      type: 'realtor-referral',
      first_name: 'Ray',
      last_name: 'Diaz',
      email: 'ray@lakerealty.example',
      phone: '(863) 555-0190',
      brokerage: 'Lake Realty',
      license_number: '',
    });
    expect(payload.customer).toMatchObject({
      first_name: 'Ana',
      selected_regions: ['Bartow', 'Winter Haven'],
      desired_hometype: ['Lanai'],
      price_range: '$250,000 - $300,000',
      state: 'FL',
      buying_interest: '30 days',
      address: '',
      city: '',
      zip: '',
    });
    // The lead envelope stays where every form has it; no dotted key is left over.
    expect(payload).toMatchObject({ type: 'realtor-referral', origin: expect.any(String), selected_regions: [] });
    expect(Object.keys(payload).filter((k) => k.includes('.'))).toEqual([]);
  });

  it('reads the objects back as the values the client checked, so the server checks the same fields', () => {
    const payload = JSON.parse(JSON.stringify(buildPayload(realtorReferralForm, VALUES, {}, '')));
    expect(validateForm(realtorReferralForm.fields, valuesFromAnswers(realtorReferralForm.fields, payload))).toEqual(
      [],
    );
    const flat = { ...payload, customer: 'Ana Lopez' };
    expect(
      validateForm(realtorReferralForm.fields, valuesFromAnswers(realtorReferralForm.fields, flat)).map((e) => e.name),
    ).toContain('customer.first_name');
  });

  it('leaves names without a dot as they are', () => {
    expect(nestAnswers({ a: 1, 'b.c': 2, 'b.d': [3] })).toEqual({ a: 1, b: { c: 2, d: [3] } });
    expect([readAnswer({ b: { c: 2 } }, 'b.c'), readAnswer({ b: [1] }, 'b.c'), readAnswer({ a: 1 }, 'a')]).toEqual([
      2,
      undefined,
      1,
    ]);
  });
});
