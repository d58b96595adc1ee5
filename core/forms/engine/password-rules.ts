/**
 * A new password is refused when a guesser would try it early (NIST SP 800-63B 5.1.1.2, OWASP
 * ASVS 2.1.7): one character repeated ('        ', 'aaaaaaaa'), a straight run ('12345678',
 * 'abcdefgh', '87654321'), or a password on a list of common ones. The widgets check the first
 * two; the demo server also checks its list (demo/data/common-passwords.txt), which no page ships.
 */
export const COMMON_PASSWORD_MESSAGE = 'This password is too easy to guess. Choose a longer or less common one.';

/** How the list is compared: case and Unicode forms do not make a password less common. */
export const normalizePassword = (password: string) => password.normalize('NFKC').toLowerCase();

/** One character repeated, or each character one after the one before (or before it). */
export function isTrivialPassword(password: string): boolean {
  const codes = [...normalizePassword(password)].map((ch) => ch.codePointAt(0)!);
  if (codes.length < 2) return true;
  const step = codes[1] - codes[0];
  return Math.abs(step) <= 1 && codes.every((code, i) => i === 0 || code - codes[i - 1] === step);
}

export function isCommonPassword(password: string, commonPasswords?: ReadonlySet<string>): boolean {
  return isTrivialPassword(password) || (commonPasswords?.has(normalizePassword(password)) ?? false);
}
