/**
 * A fresh Idempotency-Key for one lead. The key stays the same across retries of that lead
 * (a timeout the server did record is then answered, not doubled) and is replaced after success.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; plain-http CMS previews still get a unique key.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
