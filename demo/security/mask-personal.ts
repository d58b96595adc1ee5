/** Fields whose value is never kept: passwords in any spelling (password, new_password, pwd). */
const SECRET = /pass(word)?|pwd|secret/i;

/**
 * A field's name as words: lower case, split at anything but a letter and where camelCase turns
 * (co_buyer_ssn, buyer.ssn, ssn2, SSN, socialSecurityNumber, social-security-number, tax_id).
 */
const words = (key: string) =>
  key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
/** Short names count only as a whole word: "business_name" holds the letters ssn, "setting" tin. */
const ID_WORDS = new Set(['ssn', 'ssns', 'tin', 'itin', 'ein', 'fein', 'sin']);
/** Longer names count anywhere in the name's letters. */
const ID_LETTERS = /socialsecurity|socsec|taxid|taxpayerid|taxidentification|employerid/;

/** A social security number or tax id by its name (the letters of ssn_number, social-security-number, tax_id…). */
export function isTaxIdName(key: string): boolean {
  const parts = words(key);
  return parts.some((w) => ID_WORDS.has(w)) || ID_LETTERS.test(parts.join(''));
}

/**
 * Nine digits shaped as an SSN (123-45-6789, 123 45 6789, 123456789) or an EIN (12-3456789), on
 * their own or inside a text. A ZIP+4 (33801-1234) and a phone number (10 digits) are neither.
 */
const TAX_ID_VALUE = /(?<![\w-])(?:\d{3}([- ]?)\d{2}\1\d{4}|\d{2}[- ]\d{7})(?![\w-])/g;

export const NOT_KEPT = '(not kept)';

const masked = (digits: string) => `•••-••-${digits.slice(-4)}`;

function lastFour(value: unknown): string {
  const digits = String(value ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? masked(digits) : NOT_KEPT;
}

/** A value under any other name: nine digits shaped as an SSN or EIN are cut to their last four. */
function maskValue(value: unknown): unknown {
  if (typeof value === 'number')
    return Number.isInteger(value) && value >= 1e8 && value < 1e9 ? masked(String(value)) : value;
  if (typeof value === 'string') return value.replace(TAX_ID_VALUE, (found) => masked(found.replace(/\D/g, '')));
  return value;
}

/**
 * A copy of a posted body fit to be stored and shown at /demo/submissions: passwords dropped,
 * social security numbers and tax ids cut to their last four digits, at any depth (a co-buyer's
 * too), found by the field's name and, under any name, by their shape. Files were already
 * recorded as their name and size, never their bytes.
 */
export function maskPersonal<T>(value: T, key = ''): T {
  if (SECRET.test(key)) return NOT_KEPT as T;
  if (isTaxIdName(key))
    return (
      Array.isArray(value) ? value.map(lastFour) : value === '' || value === undefined ? value : lastFour(value)
    ) as T;
  if (Array.isArray(value)) return value.map((item) => maskPersonal(item, key)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskPersonal(v, k)])) as T;
  return maskValue(value) as T;
}
