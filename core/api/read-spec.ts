import type { Describe, Struct } from 'superstruct';

/**
 * The structs most entities share travel with the read machinery: esbuild chunks whole files by
 * the pages that reach them, and in a chunk of their own they would cost each page more (its
 * request, its line in the manifest) than they weigh. Import them from schemas/common.
 */
export { ImagePair, OptionalText, Price, SizeRanges } from './schemas/common';

/**
 * One read of the API contract (spec.md section 7): the path, the key its answer arrives under,
 * the struct each item must pass, and the message a visitor sees when it fails (spec.md section
 * 8). Each entity's reads are built here in core/api/reads/; core/api/contract.ts gathers them.
 */
export interface ReadSpec<T> {
  /** Path with :id for the one placeholder, relative to apiBase. */
  path: string;
  kind: 'list' | 'item';
  /** The envelope key: results, result, careers, career, contents, user, modalStatus, event. */
  key: string;
  struct: Struct<T, unknown> | Describe<T>;
  emptyMessage: string;
  /** GET unless said: the favorites modal's "don't show again" is a POST answered like a read. */
  method?: 'POST';
  /** The event page asks its own address (not apiBase), which answers {success, event} instead of {status}. */
  ownAddress?: true;
}

export const list = <T>(
  path: string,
  struct: Struct<T, unknown>,
  emptyMessage: string,
  key = 'results',
): ReadSpec<T> => ({ path, kind: 'list', key, struct, emptyMessage });
export const item = <T>(
  path: string,
  struct: Struct<T, unknown>,
  emptyMessage: string,
  key = 'result',
  how: Pick<ReadSpec<T>, 'method' | 'ownAddress'> = {},
): ReadSpec<T> => ({ path, kind: 'item', key, struct, emptyMessage, ...how });

/** The envelope's own yes or no: spec.md's {status: 'success' | 'failure'}, or the event page's {success: true | false}. */
export function envelopeOf(spec: ReadSpec<unknown>, ok: boolean): Record<string, unknown> {
  return spec.ownAddress ? { success: ok } : { status: ok ? 'success' : 'failure' };
}

/** What an answer's envelope says: success, the server's own failure, or nothing the contract knows (undefined). */
export function verdictOf(spec: ReadSpec<unknown>, body: unknown): 'success' | 'failure' | undefined {
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (spec.ownAddress)
    return envelope.success === true ? 'success' : envelope.success === false ? 'failure' : undefined;
  return envelope.status === 'success' || envelope.status === 'failure' ? envelope.status : undefined;
}
