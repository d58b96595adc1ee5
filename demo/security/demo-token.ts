import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';

/** The header tools send the token in; the demo's own control page sends it as this form field. */
export const TOKEN_HEADER = 'X-Demo-Token';
export const TOKEN_FIELD = 'demo_token';

const digest = (value: string) => createHash('sha256').update(value).digest();
/** Compared in constant time (as digests, so lengths do not differ either). */
const sameToken = (given: string, token: string) => timingSafeEqual(digest(given), digest(token));

/** The token of a request: its X-Demo-Token header, or the demo_token field of a form the control page posted. */
export async function givenToken(c: Context): Promise<string | undefined> {
  const header = c.req.header(TOKEN_HEADER);
  if (header) return header;
  if (c.req.method !== 'POST' || !/^application\/x-www-form-urlencoded\b/i.test(c.req.header('content-type') ?? ''))
    return undefined;
  const form: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
  const field = form[TOKEN_FIELD];
  return typeof field === 'string' ? field : undefined;
}

export async function hasToken(c: Context, token: string): Promise<boolean> {
  const given = await givenToken(c);
  return given !== undefined && sameToken(given, token);
}
