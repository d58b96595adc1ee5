/**
 * The checks behind the field kinds. Field rules are not in spec.md: these are the ones a careful
 * builder uses, kept loose where people differ (names with accents, phone punctuation).
 */

/** RFC 5321's limit on an address. */
export const EMAIL_MAX_LENGTH = 254;

/** One @, no spaces, a dot in the domain: strict enough to catch typos, loose enough for real addresses. */
export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
}

/** The 10 digits of a US number, with or without +1 and punctuation; area and exchange codes start 2-9. */
export function usPhoneDigits(value: string): string | undefined {
  if (/[^\d\s().+-]/.test(value)) return undefined;
  const digits = value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits) ? digits : undefined;
}

export const isUsPhone = (value: string) => usPhoneDigits(value) !== undefined;

/** A new password's minimum: long enough to resist guessing, short enough to remember. The demo server asks the same. */
export const MIN_PASSWORD_LENGTH = 8;
/** Long passphrases fit; a pasted novel does not. */
export const PASSWORD_MAX_LENGTH = 200;

/** 12345 or 12345-6789. */
export const isZip = (value: string) => /^\d{5}(-\d{4})?$/.test(value);

/** Letters of any alphabet, spaces, apostrophes, hyphens and periods: O'Neil, Nuñez, St. John. */
export const isPersonName = (value: string) => /^[\p{L}\p{M}][\p{L}\p{M}' .’-]*$/u.test(value);

export const isWholeNumberBetween = (value: string, min: number, max: number) =>
  /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max;
