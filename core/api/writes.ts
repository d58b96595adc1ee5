import { is } from 'superstruct';
import { FormResponse } from './schemas/results';
import { http } from './http';
import { FORM_FAILURE_MESSAGE } from './result';

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
export async function postForm(
  path: string,
  body: Record<string, unknown> | FormData,
  options: PostOptions = {},
): Promise<FormResponse> {
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
    if (is(answer, FormResponse))
      return answer.status === 'failure' && !answer.message
        ? { status: 'failure', message: FORM_FAILURE_MESSAGE }
        : answer;
  } catch (error) {
    if (__DEV__) console.warn(`[hb-widgets] POST ${path}:`, error);
  }
  return { status: 'failure', message: FORM_FAILURE_MESSAGE };
}
