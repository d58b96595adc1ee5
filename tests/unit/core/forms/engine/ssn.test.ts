import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editSsn, formatSsn, maskSsn, ssnCaret } from '../../../../../core/forms/engine/ssn';

describe('typing a social security number (spec.md section 5: digits only, at most 9, 3-2-4 groups)', () => {
  it('keeps the caret after the digit just typed, wherever it was typed', () => {
    // '123-45-689' with the caret after the 6 (position 8); the visitor types 7.
    expect(editSsn('12345689', '123-45-6789', 9)).toEqual({ digits: '123456789', caret: 9 });
    // A digit typed at the end of a group moves past the hyphen that appears.
    expect(editSsn('123', '1234', 4)).toEqual({ digits: '1234', caret: 5 });
    // A tenth digit is dropped; the caret stays at the end.
    expect(editSsn('123456789', '123-45-67890', 12)).toEqual({ digits: '123456789', caret: 11 });
    // Letters and pasted punctuation are dropped.
    expect(editSsn('', '12a3 45', 7)).toEqual({ digits: '12345', caret: 6 });
  });

  it('deletes the digit before a hyphen on backspace, so the key never seems dead', () => {
    // '123-45-6789', backspace right after the second hyphen removes the hyphen: the 5 goes instead.
    expect(editSsn('123456789', '123-456789', 6, true)).toEqual({ digits: '12346789', caret: 5 });
    expect(editSsn('123456789', '123-45-678', 10, true)).toEqual({ digits: '12345678', caret: 10 });
  });

  it('shows only the last four digits once masked', () => {
    expect(maskSsn('123456789')).toBe('•••-••-6789');
    expect(maskSsn('12345')).toBe('•••-••');
    expect(ssnCaret(3)).toBe(3);
    expect(ssnCaret(6)).toBe(8);
  });

  it('leaves at most 9 digits, grouped 3-2-4, with the caret inside the value, whatever is typed or pasted', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.nat(20), fc.boolean(), (typed, at, deleting) => {
        const edit = editSsn('', typed, Math.min(at, typed.length), deleting);
        expect(edit.digits).toMatch(/^\d{0,9}$/);
        expect(formatSsn(edit.digits)).toMatch(/^(\d{1,3}(-\d{1,2}(-\d{1,4})?)?)?$/);
        expect(edit.caret).toBeLessThanOrEqual(formatSsn(edit.digits).length);
      }),
    );
  });
});
