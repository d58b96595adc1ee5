import type { Context } from 'hono';

/** A whole-number id from a path or query parameter; anything else is no id at all. */
export const idOf = (raw: string | undefined): number | undefined =>
  raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : undefined;

/**
 * An optional id filter of a list read (/api/home?community_id=12): absent or empty means no
 * filter; a value that is not an id matches nothing.
 */
export function matchesId(c: Context, key: string, actual: number | null | undefined): boolean {
  const raw = c.req.query(key);
  if (raw === undefined || raw === '') return true;
  return idOf(raw) !== undefined && actual === idOf(raw);
}
