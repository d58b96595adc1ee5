import { describe, expect, it } from 'vitest';
import type { FieldSpec } from '../../../../../core/forms/engine/field-spec';
import { fields } from '../../../../../core/forms/declarations/common-fields';
import { isEmail, isUsPhone, isZip, MIN_PASSWORD_LENGTH } from '../../../../../core/forms/engine/field-rules';
import { answersFromValues } from '../../../../../core/forms/engine/answers';
import { parseIsoDate } from '../../../../../core/forms/engine/date-rules';
import { scheduleVisitForm } from '../../../../../core/forms/declarations/schedule-visit';
import { validateField, validateForm } from '../../../../../core/forms/engine/validate-form';

const today = parseIsoDate('2026-11-22')!; // a Sunday

describe('field rules', () => {
  it('accepts real email addresses and catches typos', () => {
    expect(isEmail('ana.lopez+homes@example.co')).toBe(true);
    for (const bad of ['ana', 'ana@', 'ana@example', 'ana @example.com', 'a@b@example.com', `${'a'.repeat(250)}@x.com`])
      expect(isEmail(bad)).toBe(false);
  });

  it('accepts 10-digit US phones in any usual format', () => {
    for (const good of ['863-555-0103', '(863) 555-0103', '+1 863 555 0103', '8635550103', '1-863-555-0103'])
      expect(isUsPhone(good)).toBe(true);
    for (const bad of ['555-0103', '063-555-0103', '863-055-0103', '863-555-01034', 'call me', '863.555.010x'])
      expect(isUsPhone(bad)).toBe(false);
  });

  it('accepts 5-digit and ZIP+4 codes', () => {
    expect(isZip('33801')).toBe(true);
    expect(isZip('33801-1234')).toBe(true);
    expect(isZip('3380')).toBe(false);
    expect(isZip('33801-12')).toBe(false);
  });
});

describe('validateForm', () => {
  const form: FieldSpec[] = [
    fields.firstName(),
    fields.email(),
    fields.phone({ required: false }),
    fields.state(),
    fields.zip(),
    fields.comments({ maxLength: 10 }),
  ];

  it('lists every problem in field order, each naming its field', () => {
    expect(
      validateForm(form, { first_name: '', email: 'nope', phone: '', state: '', zip: '123', comments: 'x'.repeat(11) }),
    ).toEqual([
      { name: 'first_name', message: 'First name is required.' },
      { name: 'email', message: 'Enter an email address like name@example.com.' },
      { name: 'state', message: 'State is required.' },
      { name: 'zip', message: 'Enter a 5-digit ZIP code, like 33801.' },
      { name: 'comments', message: 'Comments or questions must be 10 characters or fewer.' },
    ]);
  });

  it('passes a complete form and leaves optional fields alone when empty', () => {
    expect(
      validateForm(form, {
        first_name: 'Ana',
        email: 'ana@example.com',
        phone: '',
        state: 'FL',
        zip: '',
        comments: '',
      }),
    ).toEqual([]);
  });

  it('requires the state select by default (spec.md section 5)', () => {
    expect(fields.state()).toMatchObject({ required: true, placeholder: 'State' });
    expect(validateField(fields.state(), 'XX', {})).toBe('Choose one of the listed options for State.');
  });

  it('allows names with accents, apostrophes and hyphens but not digits or markup', () => {
    expect(validateField(fields.lastName(), "Núñez-O'Neil", {})).toBeUndefined();
    expect(validateField(fields.lastName(), 'R2D2', {})).toBe(
      'Last name can only contain letters, spaces, hyphens, apostrophes and periods.',
    );
    expect(validateField(fields.lastName(), '<b>', {})).toBeDefined();
  });

  it('checks dates against their window and time slots against the chosen weekday', () => {
    const values = { visit_date: '2026-11-29', visit_time: '10:00 AM - 11:00 AM' }; // a Sunday: 1-5pm only
    const [date, time] = ['visit_date', 'visit_time'].map((n) => scheduleVisitForm.fields.find((f) => f.name === n)!);
    expect(validateField(date, '2026-11-22', values, { today })).toBe(
      'Choose a date from November 23, 2026 to November 22, 2029.',
    );
    expect(validateField(date, '2026-11-29', values, { today })).toBeUndefined();
    expect(validateField(time, '10:00 AM - 11:00 AM', values, { today })).toBe(
      'Choose one of the times offered on the chosen day.',
    );
    expect(validateField(time, '1:00 PM - 2:00 PM', values, { today })).toBeUndefined();
  });

  it('checks a content list only once it is known', () => {
    const center = scheduleVisitForm.fields.find((f) => f.name === 'model_center')!;
    expect(validateField(center, 'Anywhere', {})).toBeUndefined();
    expect(
      validateField(
        center,
        'Anywhere',
        {},
        { options: { 'model-centers': [{ value: 'Virtual Appointment', label: 'Virtual Appointment' }] } },
      ),
    ).toBe('Choose one of the listed options for “Where would you like to meet?”.');
  });

  it('refuses values of the wrong type (what a hand-made post might send)', () => {
    expect(validateField(fields.email(), ['a@b.co'] as never, {})).toBe('Email is not valid.');
    expect(validateField(fields.contactedAsap(), 'yes' as never, {})).toBe(
      'Please contact me as soon as possible is not valid.',
    );
  });
});

describe('password fields', () => {
  const current = fields.currentPassword();
  const chosen = fields.newPassword();

  it('ask a new password for at least MIN_PASSWORD_LENGTH (8) characters, and a current one only for something', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(validateField(chosen, 'x'.repeat(7), {})).toBe('Use at least 8 characters.');
    expect(validateField(chosen, 'xkcd-936', {})).toBeUndefined();
    expect(validateField(current, 'x', {})).toBeUndefined();
    expect(validateField(current, '', {})).toBe('Password is required.');
  });

  it('take a password as typed: spaces count, nothing is trimmed on the way out', () => {
    expect(validateField(current, '   ', {})).toBeUndefined();
    expect(validateField(chosen, ' sunshine ', {})).toBeUndefined();
    expect(
      answersFromValues([fields.email(), current], { email: ' ana@example.com ', password: ' sun shine ' }),
    ).toEqual({ email: 'ana@example.com', password: ' sun shine ' });
  });

  it('refuse a pasted novel', () => {
    expect(validateField(current, 'x'.repeat(201), {})).toBe('Password must be 200 characters or fewer.');
  });
});
