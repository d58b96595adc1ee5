// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { serviceRequestForm } from '../../../../../core/forms/declarations/service-request';
import { answersFromValues, valuesFromAnswers } from '../../../../../core/forms/engine/answers';
import { loadDraft, saveDraft } from '../../../../../core/forms/engine/drafts';
import { initialValue, type RecordsField } from '../../../../../core/forms/engine/field-spec';
import { validateField } from '../../../../../core/forms/engine/validate-form';

const issues = serviceRequestForm.fields.find((f) => f.kind === 'records') as RecordsField;

describe('a records field (the service request’s warranty issues)', () => {
  it('starts empty and asks for one issue when required', () => {
    expect(initialValue(issues)).toEqual([]);
    expect(validateField(issues, [], {})).toBe('Add at least one issue: where it is and what is wrong.');
    expect(validateField(issues, ['12'], {})).toBeUndefined();
  });

  it('takes only ids, and no more than its maximum', () => {
    expect(validateField(issues, ['twelve'], {})).toBe('Warranty issues is not valid.');
    expect(
      validateField(
        issues,
        Array.from({ length: issues.maxItems + 1 }, (_, i) => String(i + 1)),
        {},
      ),
    ).toBe(`Add at most ${issues.maxItems} warranty issues.`);
  });

  it('sends the ids as numbers, and the server reads them back as the client held them', () => {
    const answers = answersFromValues([issues], { warranty_items: ['4', '17'] });
    expect(answers).toEqual({ warranty_items: [4, 17] });
    expect(valuesFromAnswers([issues], answers)).toEqual({ warranty_items: ['4', '17'] });
    expect(valuesFromAnswers([issues], {})).toEqual({ warranty_items: [] });
  });

  it('keeps the ids in the draft, so a reload brings the issues back', () => {
    saveDraft('hb:test-draft', [issues], { values: { warranty_items: ['4'] } });
    expect(loadDraft('hb:test-draft', [issues])?.values).toEqual({ warranty_items: ['4'] });
  });
});

describe('the service request declaration', () => {
  it('asks for a closing date in the past (spec.md section 5: past only)', () => {
    expect(serviceRequestForm.fields.find((f) => f.name === 'closing_date')).toMatchObject({
      kind: 'date',
      window: 'past',
      required: true,
    });
    expect(serviceRequestForm.path).toBe('/forms/service-request');
  });
});
