import { describe, expect, it } from 'vitest';
import { checkNewPasswords } from '../../../../core/rules';

const mismatch = { status: 'failure', message: 'New passwords do not match.' };

describe('checkNewPasswords (spec.md section 5)', () => {
  it('fails with “New passwords do not match.” when the two differ', () => {
    expect(checkNewPasswords('sunshine-42', 'sunshine-43')).toEqual(mismatch);
  });
  it('fails when one is empty', () => {
    expect(checkNewPasswords('sunshine-42', '')).toEqual(mismatch);
    expect(checkNewPasswords('', 'sunshine-42')).toEqual(mismatch);
    expect(checkNewPasswords('sunshine-42', undefined)).toEqual(mismatch);
    expect(checkNewPasswords(undefined, 'sunshine-42')).toEqual(mismatch);
  });
  it('fails when both were typed into and emptied again', () => {
    expect(checkNewPasswords('', '')).toEqual(mismatch);
  });
  it('tolerates both untouched', () => {
    expect(checkNewPasswords(undefined, undefined)).toBeNull();
  });
  it('lets two equal passwords through', () => {
    expect(checkNewPasswords('sunshine-42', 'sunshine-42')).toBeNull();
  });
});
