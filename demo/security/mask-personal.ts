/** Fields whose value is never kept: passwords in any spelling (password, new_password, pwd). */
const SECRET = /pass(word)?|pwd|secret/i;
/** Social security numbers (ssn, co_buyer_ssn): only the last four digits are kept. */
const SSN = /(^|[^a-z])ssn$|social_?security/i;

export const NOT_KEPT = '(not kept)';

function lastFour(value: unknown): string {
  const digits = String(value ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? `•••-••-${digits.slice(-4)}` : NOT_KEPT;
}

/**
 * A copy of a posted body fit to be stored and shown at /demo/submissions: passwords dropped,
 * social security numbers cut to their last four digits, at any depth (a co-buyer's too).
 * Files were already recorded as their name and size, never their bytes.
 */
export function maskPersonal<T>(value: T, key = ''): T {
  if (SECRET.test(key)) return NOT_KEPT as T;
  if (SSN.test(key)) return (Array.isArray(value) ? value.map(lastFour) : value === '' || value === undefined ? value : lastFour(value)) as T;
  if (Array.isArray(value)) return value.map((item) => maskPersonal(item, key)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskPersonal(v, k)])) as T;
  return value;
}
