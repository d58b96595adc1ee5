import { array, StructError, validate } from 'superstruct';
import { READS, type ReadName, type ReadSpec } from './contract';
import { ResponseShapeError } from './errors';
import { http } from './http';
import { failure, type ItemResult, type ListResult } from './result';

type ItemOf<N extends ReadName> = (typeof READS)[N] extends ReadSpec<infer T> ? T : never;
export type Query = Record<string, string | number | boolean | undefined>;
export interface ReadOptions {
  id?: number | string;
  query?: Query;
  signal?: AbortSignal;
}

function pathOf(spec: ReadSpec<unknown>, id: number | string | undefined): string {
  return id === undefined ? spec.path : spec.path.replace(':id', encodeURIComponent(String(id)));
}

function searchParams(query: Query | undefined): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) params[k] = String(v);
  return params;
}

/** Fetches and checks one read of the contract; any failure becomes spec.md's failure result. */
async function readRaw<N extends ReadName>(name: N, options: ReadOptions): Promise<{ ok: true; value: unknown; message?: string } | { ok: false }> {
  const spec = READS[name] as ReadSpec<unknown>;
  const path = pathOf(spec, options.id);
  try {
    const body = await http().get(path, { searchParams: searchParams(options.query), signal: options.signal }).json<Record<string, unknown>>();
    if (body?.status !== 'success') return { ok: false };
    const struct = spec.kind === 'list' ? array(spec.struct as never) : spec.struct;
    const [error, value] = validate(body[spec.key], struct as never);
    if (error) throw new ResponseShapeError('GET', path, describe(error, spec.key));
    return { ok: true, value, message: typeof body.message === 'string' ? body.message : undefined };
  } catch (error) {
    if (__DEV__ && !(error instanceof DOMException && error.name === 'AbortError')) console.warn(`[hb-widgets] ${name}:`, error);
    return { ok: false };
  }
}

function describe(error: StructError, key: string): string {
  return `${key}: ${error.message}`;
}

export async function readList<N extends ReadName>(name: N, options: ReadOptions = {}): Promise<ListResult<ItemOf<N>>> {
  const answer = await readRaw(name, options);
  if (!answer.ok) return failure(READS[name].emptyMessage);
  return { status: 'success', results: answer.value as ItemOf<N>[], message: answer.message };
}

export async function readItem<N extends ReadName>(name: N, options: ReadOptions = {}): Promise<ItemResult<ItemOf<N>>> {
  const answer = await readRaw(name, options);
  if (!answer.ok) return failure(READS[name].emptyMessage);
  return { status: 'success', result: answer.value as ItemOf<N>, message: answer.message };
}
