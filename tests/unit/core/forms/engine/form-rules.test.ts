import { describe, expect, it } from 'vitest';
import { changePasswordForm } from '../../../../../core/forms/declarations/change-password';
import { brokenFormRule } from '../../../../../core/forms/engine/form-rules';

const mismatch = { status: 'failure', message: 'New passwords do not match.' };
const rules = changePasswordForm.rules;
const values = (new_password: string, confirm_password: string) => ({
  current_password: 'sunshine-42',
  new_password,
  confirm_password,
});

describe('the change-password form’s declared rule (spec.md section 5)', () => {
  it('is declared on the form, not written in a widget', () => {
    expect(rules).toEqual([{ rule: 'new-passwords-match', fields: ['new_password', 'confirm_password'] }]);
  });

  it('fails with “New passwords do not match.” when the two differ', () => {
    expect(
      brokenFormRule(rules, values('moonlight-1', 'moonlight-2'), new Set(['new_password', 'confirm_password'])),
    ).toEqual(mismatch);
  });

  it('fails when one is empty, or both were typed into and emptied again', () => {
    expect(brokenFormRule(rules, values('moonlight-1', ''), new Set(['new_password']))).toEqual(mismatch);
    expect(brokenFormRule(rules, values('', ''), new Set(['new_password', 'confirm_password']))).toEqual(mismatch);
  });

  it('tolerates both untouched, and lets two equal passwords through', () => {
    expect(brokenFormRule(rules, values('', ''), new Set(['current_password']))).toBeNull();
    expect(
      brokenFormRule(rules, values('moonlight-1', 'moonlight-1'), new Set(['new_password', 'confirm_password'])),
    ).toBeNull();
  });

  it('counts an empty field as untouched when it cannot know (the server sees only what arrived)', () => {
    expect(brokenFormRule(rules, values('', ''))).toBeNull();
    expect(brokenFormRule(rules, values('moonlight-1', ''))).toEqual(mismatch);
    expect(brokenFormRule(rules, values('moonlight-1', 'moonlight-2'))).toEqual(mismatch);
  });

  it('finds nothing to check on a form without rules', () => {
    expect(brokenFormRule(undefined, values('a', 'b'))).toBeNull();
  });
});
