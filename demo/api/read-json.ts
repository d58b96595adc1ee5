import type { Context } from 'hono';

/** Deeper than any form or favorite needs; a body nested 20,000 deep is refused, not kept. */
export const MAX_JSON_DEPTH = 8;

/** How deeply arrays and objects nest, counted without recursion (a deep body cannot overflow the stack). */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

export const isJson = (c: Context) => /^application\/(.+\+)?json\b/i.test(c.req.header('content-type') ?? '');

/**
 * A JSON body as a plain object, or undefined when it is not JSON, not an object or nested
 * deeper than MAX_JSON_DEPTH. Its size was limited before it was read (limitBodies).
 */
export async function readJsonObject(c: Context): Promise<Record<string, unknown> | undefined> {
  if (!isJson(c)) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return undefined;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body) || jsonDepth(body) > MAX_JSON_DEPTH) return undefined;
  return body as Record<string, unknown>;
}
