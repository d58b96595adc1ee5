import { enums, is, optional, string, type } from 'superstruct';
import { Favorite } from './schemas/favorite';
import { FormResponse } from './schemas/results';
import { http } from './http';
import { FORM_FAILURE_MESSAGE } from './result';

type Status = 'success' | 'failure';
const StatusOnly = type({ status: enums(['success', 'failure']), message: optional(string()) });

async function statusOf(request: Promise<Response>): Promise<Status> {
  try {
    const body: unknown = await (await request).json();
    return is(body, StatusOnly) ? body.status : 'failure';
  } catch {
    return 'failure';
  }
}

const favoriteQuery = (f: Favorite) => ({ favoriteable_id: String(f.favoriteable_id), favoriteable_type: f.favoriteable_type });

/** spec.md section 7: POST with the pair as body, DELETE with the pair as query; both answer a status. */
export const addFavorite = (f: Favorite) => statusOf(http().post('api/favorite', { json: favoriteQuery(f) }));
export const removeFavorite = (f: Favorite) => statusOf(http().delete('api/favorite', { searchParams: favoriteQuery(f) }));
export const addView = (f: Favorite) => statusOf(http().post('api/view', { json: favoriteQuery(f) }));
export const removeView = (f: Favorite) => statusOf(http().delete('api/view', { searchParams: favoriteQuery(f) }));

export interface PostOptions {
  signal?: AbortSignal;
  /** Sent as Idempotency-Key, so a repeated submit is answered once and recorded once. */
  idempotencyKey?: string;
  /** Account posts are form-encoded (spec.md section 7); forms send JSON or multipart. */
  encoding?: 'json' | 'form';
}

/**
 * Posts a form or an account form. Never retried (a retried POST could double a lead); any
 * failure, status-less or malformed answer becomes spec.md's failure with its default message.
 */
export async function postForm(path: string, body: Record<string, unknown> | FormData, options: PostOptions = {}): Promise<FormResponse> {
  const headers: Record<string, string> = {};
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  const init =
    body instanceof FormData
      ? { body }
      : options.encoding === 'form'
        ? { body: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, v == null ? '' : String(v)])) }
        : { json: body };
  try {
    const answer: unknown = await http()
      .post(path.replace(/^\//, ''), { ...init, headers, signal: options.signal, retry: 0, throwHttpErrors: false })
      .json();
    if (is(answer, FormResponse)) return answer.status === 'failure' && !answer.message ? { status: 'failure', message: FORM_FAILURE_MESSAGE } : answer;
  } catch (error) {
    if (__DEV__) console.warn(`[hb-widgets] POST ${path}:`, error);
  }
  return { status: 'failure', message: FORM_FAILURE_MESSAGE };
}
