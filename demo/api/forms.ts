import { type Context, Hono } from 'hono';
import { FORM_FAILURE_MESSAGE } from '../../core/api/result';
import { SELECTED_LISTS } from '../../core/forms/engine/selected-lists';
import type { FieldError } from '../../core/forms/engine/validate-form';
import type { Seed } from '../data';
import { escapeHtml } from '../html';
import { type DemoState, slice } from '../state';
import { recordSubmission } from '../submissions';
import { clientAddress } from '../security/public-origin';
import { AccountThrottle, tooManyAttemptsMessage } from './account-throttle';
import { fromListedOrigin } from './cors';
import { checkFormPost } from './form-check';
import { checkFormFiles, type RecordedFile, recordFile } from './form-files';
import { PRE_FORM_PATH, referralAnswer } from './known-referrers';
import { isJson, readJsonObject } from './read-json';
import { CROSS_SITE_MESSAGE, isCrossSite } from './same-origin';

/** spec.md section 7: every form post of the site. */
export const FORM_PATHS = [
  '/forms/buying-application',
  '/forms/applicant',
  '/forms/get-updates',
  '/forms/reserve-a-lot',
  '/forms/schedule-a-tour',
  '/forms/contact-us',
  '/forms/event',
  '/forms/get-connected-realtor-program',
  '/forms/full-interest',
  '/forms/inquire-home',
  '/forms/realtor-referral',
  '/forms/pre-referral-program',
  '/forms/referral-program',
  '/forms/schedule-a-visit',
  '/forms/service-request',
] as const;

const GENERIC_SUCCESS = 'Thank you! We received your form.';
/** Idempotency keys remembered at once, and pseudo-confirmations kept: the oldest go first. */
const KEYS_KEPT = 1000;
const CONFIRMATIONS_KEPT = 200;

interface Answer {
  status: 200 | 400 | 422;
  body: { status: 'success' | 'failure'; message?: string; errors?: FieldError[] };
}

interface Post {
  body: Record<string, unknown>;
  files: { field: string; file: RecordedFile }[];
}

/** A JSON, multipart or form-encoded body as one object: `key[]` parts become lists, files their name, size and kind. */
async function readPost(c: Context, path: string): Promise<Post | undefined> {
  if (isJson(c)) {
    const body = await readJsonObject(c);
    return body && { body, files: [] };
  }
  try {
    const parts = await c.req.parseBody({ all: true });
    // Multipart drops empty lists and may drop empty texts: start the envelope's lists and texts empty.
    const body: Record<string, unknown> = {
      contacted: '',
      referral: '',
      'g-recaptcha-response': '',
      ...Object.fromEntries(SELECTED_LISTS.map((list) => [list, []])),
    };
    const files: Post['files'] = [];
    const plain = async (field: string, v: unknown) => {
      if (!(v instanceof File)) return /^\d{1,9}$/.test(String(v)) ? Number(v) : v;
      const file = await recordFile(v, path);
      files.push({ field, file });
      return file;
    };
    for (const [key, value] of Object.entries(parts)) {
      const field = key.replace(/\[\]$/, '');
      body[field] = key.endsWith('[]')
        ? await Promise.all([value].flat().map((v) => plain(field, v)))
        : await plain(field, value);
    }
    return { body, files };
  } catch {
    return undefined;
  }
}

/** Keeps a map to its newest `max` entries. */
function trim<K, V>(map: Map<K, V>, max: number): void {
  for (const key of map.keys()) {
    if (map.size <= max) return;
    map.delete(key);
  }
}

/**
 * /forms/*: each post is checked against the same declaration the client rendered, recorded in
 * state.submissions masked (read them at /demo/submissions), and answered {status, message}. A
 * repeated Idempotency-Key gets the first answer again without a second lead; only a success is
 * remembered, so a refused post can be corrected and sent with the same key. Bodies are limited
 * in size before they are read (limitBodies); files are checked by their first bytes.
 */
export function formRoutes(state: DemoState, seed: Seed): Hono {
  const app = new Hono();
  // Looked up on each call: POST /demo/reset empties the slices.
  const answered = () => slice(state, 'form-idempotency', () => new Map<string, Promise<Answer>>());
  const confirmations = () => slice(state, 'pseudo-confirmations', () => [] as string[]);

  const receive = async (c: Context, path: string): Promise<Answer> => {
    const post = await readPost(c, path);
    if (!post)
      return {
        status: 400,
        body: {
          status: 'failure',
          message: FORM_FAILURE_MESSAGE,
          errors: [{ name: 'body', message: 'is not a form' }],
        },
      };
    const fileErrors = checkFormFiles(path, post.files);
    const check = fileErrors.length ? { ok: false as const, errors: fileErrors } : checkFormPost(path, post.body, seed);
    recordSubmission(state, {
      path,
      contentType: (c.req.header('content-type') ?? '').slice(0, 100),
      idempotencyKey: c.req.header('idempotency-key'),
      body: post.body,
      status: check.ok ? 'success' : 'failure',
    });
    if (!check.ok)
      return { status: 422, body: { status: 'failure', message: FORM_FAILURE_MESSAGE, errors: check.errors } };
    const message = referralAnswer(state, path, post.body, check.definition, GENERIC_SUCCESS);
    return { status: 200, body: message === undefined ? { status: 'success' } : { status: 'success', message } };
  };

  // The pre-referral answer tells whether an email has referred before (spec.md section 4): each
  // address gets the account forms' throttle (its own tally), so emails cannot be tried at speed.
  const referralThrottle = () => slice(state, 'pre-referral-throttle', () => new AccountThrottle());

  for (const path of FORM_PATHS)
    app.post(path, async (c) => {
      // A lead comes from the site's pages, or from a CMS origin listed in CORS_ORIGINS: a form on
      // another site that posts here (a forged lead, in a visitor's name) is refused, not stored.
      if (isCrossSite(c) && !fromListedOrigin(c))
        return c.json(
          {
            status: 'failure',
            message: FORM_FAILURE_MESSAGE,
            errors: [{ name: 'origin', message: CROSS_SITE_MESSAGE }],
          },
          403,
        );
      const attempt =
        path === PRE_FORM_PATH
          ? referralThrottle().begin({ client: clientAddress(c), subject: PRE_FORM_PATH })
          : undefined;
      if (attempt && !attempt.ok) {
        c.header('Retry-After', String(Math.ceil(attempt.retryAfterMs / 1000)));
        return c.json({ status: 'failure', message: tooManyAttemptsMessage(attempt.retryAfterMs) }, 429);
      }
      try {
        return await answerPost(c, path);
      } finally {
        // Every answer counts, whatever it said: an answer is what a guesser wants.
        attempt?.settle(false);
      }
    });

  const answerPost = async (c: Context, path: string) => {
    const key = c.req.header('idempotency-key');
    if (key !== undefined && !/^[\w-]{8,100}$/.test(key))
      return c.json(
        {
          status: 'failure',
          message: FORM_FAILURE_MESSAGE,
          errors: [{ name: 'Idempotency-Key', message: 'must be 8 to 100 letters, digits, _ or -' }],
        },
        400,
      );
    const slot = key && `${path} ${key}`;
    const remembered = answered();
    let pending = slot ? remembered.get(slot) : undefined;
    if (!pending) {
      pending = receive(c, path);
      if (slot) {
        remembered.set(slot, pending);
        trim(remembered, KEYS_KEPT);
        void pending.then((a) => a.body.status !== 'success' && remembered.delete(slot));
      }
    }
    const answer = await pending;
    return c.json(answer.body, answer.status);
  };

  // spec.md section 7: loaded in a hidden frame after a success, for the builder's analytics.
  app.get('/forms/pseudo-confirmation', (c) => {
    const type = (c.req.query('type') ?? '').slice(0, 60);
    const kept = confirmations();
    kept.push(type);
    kept.splice(0, Math.max(0, kept.length - CONFIRMATIONS_KEPT));
    c.header('Content-Security-Policy', "default-src 'none'");
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Thank you</title></head><body><p>Form received: ${escapeHtml(type)}</p></body></html>`,
    );
  });
  return app;
}
