import { describe, expect, it } from 'vitest';
import { fields } from '../../../../../core/forms/declarations/common-fields';
import {
  COMMON_PASSWORD_MESSAGE,
  isCommonPassword,
  isTrivialPassword,
} from '../../../../../core/forms/engine/password-rules';
import { validateField } from '../../../../../core/forms/engine/validate-form';

describe('new passwords a guesser would try first', () => {
  it.each([
    '        ',
    'aaaaaaaa',
    '12345678',
    '87654321',
    'abcdefgh',
    'ABCDEFGHIJ',
    'abababab',
    '12121212',
    'abcabcab',
    'AbcdAbcd',
  ])('finds %j trivial without any list', (password) => {
    expect(isTrivialPassword(password)).toBe(true);
  });

  it.each(['sunshine-42', 'correct horse battery', '13572468', 'abcdefgx', 'abababax', 'abcdeabcde'])(
    'lets %j pass the rule without a list',
    (password) => {
      expect(isTrivialPassword(password)).toBe(false);
    },
  );

  it('checks a list in any case and Unicode form', () => {
    const list = new Set(['password1', 'iloveyou']);
    expect(isCommonPassword('PassWord1', list)).toBe(true);
    expect(isCommonPassword('ｉｌｏｖｅｙｏｕ', list)).toBe(true);
    expect(isCommonPassword('password1!', list)).toBe(false);
  });

  it('answers a new password field with the message, the widgets without a list and the server with one', () => {
    const field = fields.newPassword();
    expect(validateField(field, '12345678', {})).toBe(COMMON_PASSWORD_MESSAGE);
    expect(validateField(field, 'iloveyou', {})).toBeUndefined();
    expect(validateField(field, 'iloveyou', {}, { commonPasswords: new Set(['iloveyou']) })).toBe(
      COMMON_PASSWORD_MESSAGE,
    );
    expect(validateField(fields.currentPassword(), '12345678', {})).toBeUndefined();
    expect(validateField(field, 'x'.repeat(201), {})).toBe('Password must be 200 characters or fewer.');
  });
});
