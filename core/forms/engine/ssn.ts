/** spec.md sections 5 and 9: a social security number is 9 digits, shown in 3-2-4 groups. */
export const SSN_LENGTH = 9;

/** What the visitor typed, reduced to at most 9 digits (spec.md: digits only). */
export const ssnDigits = (value: string) => value.replace(/\D/g, '').slice(0, SSN_LENGTH);

/** '123456789' → '123-45-6789'; a partial number is grouped as far as it goes ('1234' → '123-4'). */
export function formatSsn(value: string): string {
  const digits = ssnDigits(value);
  return [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5)].filter(Boolean).join('-');
}

/** Where the caret goes in the grouped number, after `digitsBefore` digits (a caret after 3 digits stays before the hyphen). */
export function ssnCaret(digitsBefore: number): number {
  return digitsBefore + (digitsBefore > 5 ? 2 : digitsBefore > 3 ? 1 : 0);
}

/**
 * One edit of the grouped input: what the field shows after the browser applied a keystroke or
 * a paste (`typed`, caret at `caret`), as the digits to keep and where the caret goes, so the
 * visitor keeps typing where they were. Backspace over a hyphen deletes the digit before it:
 * otherwise the hyphen would come straight back and the key would seem dead.
 */
export function editSsn(
  previous: string,
  typed: string,
  caret: number,
  deletingBackward = false,
): { digits: string; caret: number } {
  let before = ssnDigits(typed.slice(0, caret)).length;
  let digits = ssnDigits(typed);
  if (deletingBackward && digits === ssnDigits(previous) && before > 0) {
    digits = digits.slice(0, before - 1) + digits.slice(before);
    before -= 1;
  }
  return { digits, caret: ssnCaret(Math.min(before, digits.length)) };
}

/** '•••-••-6789': the number after the field loses focus, its last four digits left to check. */
export function maskSsn(digits: string): string {
  const masked = formatSsn(digits).replace(/\d/g, '•');
  return digits.length === SSN_LENGTH ? masked.slice(0, -4) + digits.slice(-4) : masked;
}
