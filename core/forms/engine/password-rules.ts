/**
 * A new password is refused when a guesser would try it early (NIST SP 800-63B 5.1.1.2, OWASP
 * ASVS 2.1.7): one character repeated ('        ', 'aaaaaaaa'), a straight run ('12345678',
 * 'abcdefgh', '87654321'), a short piece repeated ('abababab'), the builder's name ('Lakeland1'),
 * or a password on a list of common ones. The widgets check all but the list; the demo server
 * also checks its list (demo/data/common-passwords.txt), which no page ships. The messages the
 * widgets show are the forms catalog's (messages.en.ts passwordCommon, passwordSiteName), the same English.
 */
export const COMMON_PASSWORD_MESSAGE = 'This password is too easy to guess. Choose a longer or less common one.';

/** How the list is compared: case and Unicode forms do not make a password less common. */
export const normalizePassword = (password: string) => password.normalize('NFKC').toLowerCase();

/** The longest piece whose repeats make a trivial password ('abababab', '12121212', 'abcdabcd'). */
const MAX_REPEATED_PIECE = 4;

/**
 * One character repeated, each character one after the one before (or before it), or a piece of
 * up to MAX_REPEATED_PIECE characters repeated ('abababab', 'xyzxyzxy').
 */
export function isTrivialPassword(password: string): boolean {
  const chars = [...normalizePassword(password)];
  const codes = chars.map((ch) => ch.codePointAt(0)!);
  if (codes.length < 2) return true;
  const step = codes[1] - codes[0];
  if (Math.abs(step) <= 1 && codes.every((code, i) => i === 0 || code - codes[i - 1] === step)) return true;
  for (let piece = 2; piece <= MAX_REPEATED_PIECE && piece * 2 <= chars.length; piece++)
    if (chars.every((ch, i) => ch === chars[i % piece])) return true;
  return false;
}

/** The builder's name (the site's own, which a guesser tries first: ASVS 2.1.7), as the letters a password is searched for. */
export const SITE_NAME = 'Lakeland Homes';
const SITE_WORD = 'lakeland';
export const SITE_NAME_PASSWORD_MESSAGE = `Choose a password without our name, ${SITE_NAME}, in it.`;

/** 'lakelandhomes', 'Lakeland1', 'LAKE-LAND!': the builder's name, however spelled around. */
export const hasSiteName = (password: string) =>
  normalizePassword(password)
    .replace(/[^a-z]/g, '')
    .includes(SITE_WORD);

export function isCommonPassword(password: string, commonPasswords?: ReadonlySet<string>): boolean {
  return isTrivialPassword(password) || (commonPasswords?.has(normalizePassword(password)) ?? false);
}
