import { HTTPError, TimeoutError } from 'ky';
import { checkAnswer } from './check-answer';
import { NetworkError, type ReadError, ResponseShapeError } from './errors';
import { apiBase, http, REQUEST_TIMEOUT_MS } from './http';
import { readAnswer } from './read-answer';
import { type ReadSpec, verdictOf } from './read-spec';
import { type Failure, failure, type ItemResult, type ListResult } from './result';

/** The regions' and the names' cache rides with the reads: a chunk of its own would cost each page more than it weighs. */
export { once } from './once';

export type Query = Record<string, string | number | boolean | undefined>;
export interface ReadOptions {
  id?: number | string;
  query?: Query;
  signal?: AbortSignal;
  /** For a read of its own address (the event page): the page to ask, this one by default. */
  pageUrl?: string;
}
/** What the get* functions of core/api/reads/ take. */
export type ListOptions = { query?: Query; signal?: AbortSignal };
export type ItemOptions = { signal?: AbortSignal };
export const byId = (id: number | string, o?: ItemOptions): ReadOptions => ({ id, signal: o?.signal });

/** The absolute address of a read: apiBase + path, or the page's own address without its fragment. */
function addressOf(spec: ReadSpec<unknown>, options: ReadOptions): URL {
  const path = options.id === undefined ? spec.path : spec.path.replace(':id', encodeURIComponent(String(options.id)));
  const url = spec.ownAddress ? new URL(options.pageUrl ?? location.href, location.href) : new URL(path, apiBase());
  url.hash = '';
  for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  return url;
}

/** Why a request threw: the server's own failure (a 4xx answered in the contract's envelope) or a network error. */
async function whyItThrew(
  spec: ReadSpec<unknown>,
  error: unknown,
  method: string,
  url: string,
): Promise<ReadError | undefined> {
  if (error instanceof HTTPError) {
    const status = error.response.status;
    const body: unknown = await error.response.json().catch(() => undefined);
    if (status < 500 && verdictOf(spec, body) === 'failure') return undefined;
    return new NetworkError(method, url, `HTTP ${status}`);
  }
  if (error instanceof TimeoutError)
    return new NetworkError(method, url, `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`);
  if (error instanceof SyntaxError) return new ResponseShapeError(method, url, 'the answer is not JSON');
  if (error instanceof DOMException && error.name === 'AbortError') return new NetworkError(method, url, 'aborted');
  return new NetworkError(method, url, 'no answer (offline, refused by CORS, or the connection dropped)');
}

/**
 * Fetches one read of the contract (its spec, from core/api/reads/) and checks its answer against the read's struct. Every way it
 * can go wrong becomes spec.md's failure result with the read's default message and why.
 */
async function readChecked(
  spec: ReadSpec<unknown>,
  options: ReadOptions,
): Promise<{ status: 'success'; value: unknown; message?: string } | Failure> {
  const method = spec.method ?? 'GET';
  const url = addressOf(spec, options);
  const shown = url.origin + url.pathname;
  let body: unknown;
  try {
    // A POST is never retried (ky retries only GET here); reads accept JSON, also from a page's own address.
    body = await readAnswer(
      await http()(url.href, {
        method,
        prefixUrl: '',
        signal: options.signal,
        headers: { Accept: 'application/json' },
      }),
    );
  } catch (error) {
    return failure(spec.emptyMessage, await whyItThrew(spec, error, method, shown));
  }
  const verdict = verdictOf(spec, body);
  if (verdict === 'failure') return failure(spec.emptyMessage);
  if (verdict !== 'success')
    return failure(
      spec.emptyMessage,
      new ResponseShapeError(method, shown, spec.ownAddress ? 'success is missing' : 'status is missing'),
    );
  const checked = await checkAnswer(
    spec.kind,
    (body as Record<string, unknown>)[spec.key],
    spec.struct,
    options.signal,
  );
  if ('aborted' in checked) return failure(spec.emptyMessage, new NetworkError(method, shown, 'aborted'));
  // Where the answer broke the contract, without the value found there (it may be personal).
  if (!checked.ok)
    return failure(
      spec.emptyMessage,
      new ResponseShapeError(method, shown, `${[spec.key, ...checked.path].join('.')}: expected ${checked.expected}`),
    );
  const message = (body as { message?: unknown }).message;
  return { status: 'success', value: checked.value, message: typeof message === 'string' ? message : undefined };
}

export async function readList<T>(spec: ReadSpec<T>, options: ReadOptions = {}): Promise<ListResult<T>> {
  const answer = await readChecked(spec as ReadSpec<unknown>, options);
  return answer.status === 'success'
    ? { status: 'success', results: answer.value as T[], message: answer.message }
    : answer;
}

export async function readItem<T>(spec: ReadSpec<T>, options: ReadOptions = {}): Promise<ItemResult<T>> {
  const answer = await readChecked(spec as ReadSpec<unknown>, options);
  return answer.status === 'success'
    ? { status: 'success', result: answer.value as T, message: answer.message }
    : answer;
}
