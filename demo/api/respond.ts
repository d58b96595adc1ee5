import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { array, type Struct, type StructError, validate } from 'superstruct';
import { envelopeOf, READS, type ReadName, type ReadSpec } from '../../core/api/contract';

/** The type of one item of a read of the contract. */
export type ItemOf<N extends ReadName> = (typeof READS)[N] extends ReadSpec<infer T> ? T : never;

/** A mismatch is a bug in the seed or a route: answer 500 and say where, never the bad data. */
function refuse(c: Context, at: string, error: StructError): Response {
  const path = [at, ...error.path].filter((part) => part !== '').join('.') || 'answer';
  const where = `${c.req.method} ${c.req.path}: ${path} ${error.message.replace(/^At path: .* -- /, '')}`;
  console.error(`[demo api] refused to send an answer that breaks the contract: ${where}`);
  return c.json({ status: 'failure', message: `The demo server built an invalid answer (${where}).` }, 500);
}

/** Sends `body` only if it passes `struct`: the demo can never send what the client would reject. */
export function sendChecked(
  c: Context,
  // biome-ignore lint/suspicious/noExplicitAny: a struct of any entity; superstruct's Struct<T, S> is checked both ways in T, so only any takes them all
  struct: Struct<any, any>,
  body: Record<string, unknown>,
  status: ContentfulStatusCode = 200,
): Response {
  const [error] = validate(body, struct);
  return error ? refuse(c, '', error) : c.json(body, status);
}

/**
 * A read of core/api/contract.ts: `{status: 'success', [key]: value}` (the event page's
 * `{success: true, event}`), checked with the read's struct first (a list for list reads, one
 * item for item reads), e.g. `sendRead(c, 'communities', seed.communities)`.
 */
export function sendRead<N extends ReadName>(c: Context, name: N, value: ItemOf<N>[] | ItemOf<N>): Response {
  const spec = READS[name] as ReadSpec<unknown>;
  const struct = (spec.kind === 'list' ? array(spec.struct as Struct<unknown, unknown>) : spec.struct) as Struct<
    unknown,
    unknown
  >;
  const [error] = validate(value, struct);
  return error ? refuse(c, spec.key, error) : c.json({ ...envelopeOf(spec, true), [spec.key]: value });
}

/** The read's own failure (404 for an unknown id) with spec.md's default message, e.g. "No homes found". */
export function sendNotFound(c: Context, name: ReadName): Response {
  const spec = READS[name] as ReadSpec<unknown>;
  return c.json({ ...envelopeOf(spec, false), message: spec.emptyMessage }, 404);
}

/** `{status: 'failure', message}`: what every failed call of spec.md section 7 answers. */
export function sendFailure(c: Context, message: string, status: ContentfulStatusCode = 400): Response {
  return c.json({ status: 'failure', message }, status);
}
