// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, loadDraft, saveDraft } from '../../../../../core/forms/engine/drafts';
import type { FieldSpec } from '../../../../../core/forms/engine/field-spec';
import { fields } from '../../../../../core/forms/declarations/common-fields';

const form: FieldSpec[] = [
  fields.firstName(),
  { kind: 'text', name: 'ssn', label: 'SSN', maxLength: 11, noDraft: true },
  fields.contactedAsap(),
];

describe('form drafts', () => {
  it('keeps typed values and the idempotency key in sessionStorage until cleared', () => {
    const key = draftKey('contact-us');
    saveDraft(key, form, { values: { first_name: 'Ana', contacted_asap: true }, idempotencyKey: 'key-1' });
    expect(loadDraft(key, form)).toEqual({
      values: { first_name: 'Ana', contacted_asap: true },
      idempotencyKey: 'key-1',
    });
    clearDraft(key);
    expect(loadDraft(key, form)).toBeUndefined();
  });

  it('never stores a field marked noDraft', () => {
    const key = draftKey('buying-application');
    saveDraft(key, form, { values: { first_name: 'Ana', ssn: '123-45-6789' } });
    expect(sessionStorage.getItem(key)).not.toContain('123-45-6789');
  });

  it('never stores a password, whatever the declaration says', () => {
    const key = draftKey('login');
    const login: FieldSpec[] = [fields.email(), { ...fields.currentPassword(), noDraft: false }];
    saveDraft(key, login, { values: { email: 'ana@example.com', password: 'sunshine-42' } });
    expect(sessionStorage.getItem(key)).not.toContain('sunshine-42');
    sessionStorage.setItem(key, JSON.stringify({ values: { email: 'ana@example.com', password: 'sunshine-42' } }));
    expect(loadDraft(key, login)?.values).toEqual({ email: 'ana@example.com' });
  });

  it('drops stored values of the wrong type or of unknown fields', () => {
    const key = draftKey('contact-us');
    sessionStorage.setItem(key, JSON.stringify({ values: { first_name: 42, contacted_asap: true, admin: 'yes' } }));
    expect(loadDraft(key, form)).toEqual({ values: { contacted_asap: true }, idempotencyKey: undefined });
    sessionStorage.setItem(key, '{not json');
    expect(loadDraft(key, form)).toBeUndefined();
  });

  it('keeps one draft per form, page and record', () => {
    history.replaceState(null, '', '/community/lakeside-preserve');
    expect(draftKey('reserve-a-lot', 'selected_communities=3')).toBe(
      'hb:form-draft:reserve-a-lot:/community/lakeside-preserve#selected_communities=3',
    );
    history.replaceState(null, '', '/');
  });
});
