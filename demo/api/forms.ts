import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { FORM_FAILURE_MESSAGE } from '../../core/api/result';
import { SELECTED_LISTS } from '../../core/forms/engine/selected-lists';
import type { Seed } from '../data';
import { escapeHtml } from '../html';
import { type DemoState, slice } from '../state';
import { checkFormPost } from './form-check';

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

/** Files of the applicant form (3 × 3,072,000 bytes) fit; anything bigger is refused unread. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
const GENERIC_SUCCESS = 'Thank you! We received your form.';

interface Answer {
  status: 200 | 400 | 422;
  body: { status: 'success' | 'failure'; message: string; errors?: { name: string; message: string }[] };
}

/** A JSON, multipart or form-encoded body as one object: `key[]` parts become lists, files their names. */
async function readBody(c: Context): Promise<Record<string, unknown> | undefined> {
  try {
    const type = c.req.header('content-type') ?? '';
    if (type.includes('application/json')) {
      const body: unknown = await c.req.json();
      return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
    }
    const parts = await c.req.parseBody({ all: true });
    // Multipart drops empty lists and may drop empty texts: start the envelope's lists and texts empty.
    const body: Record<string, unknown> = { contacted: '', referral: '', 'g-recaptcha-response': '', ...Object.fromEntries(SELECTED_LISTS.map((list) => [list, []])) };
    const plain = (v: unknown) => (v instanceof File ? { file: v.name, bytes: v.size } : /^\d{1,9}$/.test(String(v)) ? Number(v) : v);
    for (const [key, value] of Object.entries(parts)) body[key.replace(/\[\]$/, '')] = key.endsWith('[]') ? [value].flat().map(plain) : plain(value);
    return body;
  } catch {
    return undefined;
  }
}

/**
 * /forms/*: each post is checked against the same declaration the client rendered, recorded in
 * state.submissions (read them at /demo/submissions), and answered {status, message}. A repeated
 * Idempotency-Key gets the first answer again without a second lead; only a success is
 * remembered, so a refused post can be corrected and sent with the same key.
 */
export function formRoutes(state: DemoState, seed: Seed): Hono {
  const app = new Hono();
  // Looked up on each call: POST /demo/reset empties the slices.
  const answered = () => slice(state, 'form-idempotency', () => new Map<string, Promise<Answer>>());
  const confirmations = () => slice(state, 'pseudo-confirmations', () => [] as string[]);

  const receive = async (c: Context, path: string): Promise<Answer> => {
    const body = await readBody(c);
    if (!body) return { status: 400, body: { status: 'failure', message: FORM_FAILURE_MESSAGE, errors: [{ name: 'body', message: 'is not a form' }] } };
    const check = checkFormPost(path, body, seed);
    state.submissions.push({
      id: state.submissions.length + 1,
      path,
      receivedAt: new Date().toISOString(),
      contentType: c.req.header('content-type') ?? '',
      idempotencyKey: c.req.header('idempotency-key'),
      body,
      status: check.ok ? 'success' : 'failure',
    });
    if (!check.ok) return { status: 422, body: { status: 'failure', message: FORM_FAILURE_MESSAGE, errors: check.errors } };
    return { status: 200, body: { status: 'success', message: check.definition?.successMessage ?? GENERIC_SUCCESS } };
  };

  for (const path of FORM_PATHS)
    app.post(path, bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ status: 'failure', message: FORM_FAILURE_MESSAGE }, 413) }), async (c) => {
      const key = c.req.header('idempotency-key');
      if (key !== undefined && !/^[\w-]{8,100}$/.test(key)) return c.json({ status: 'failure', message: FORM_FAILURE_MESSAGE, errors: [{ name: 'Idempotency-Key', message: 'must be 8 to 100 letters, digits, _ or -' }] }, 400);
      const slot = key && `${path} ${key}`;
      const remembered = answered();
      let pending = slot ? remembered.get(slot) : undefined;
      if (!pending) {
        pending = receive(c, path);
        if (slot) {
          remembered.set(slot, pending);
          void pending.then((a) => a.body.status !== 'success' && remembered.delete(slot));
        }
      }
      const answer = await pending;
      return c.json(answer.body, answer.status);
    });

  // spec.md section 7: loaded in a hidden frame after a success, for the builder's analytics.
  app.get('/forms/pseudo-confirmation', (c) => {
    const type = (c.req.query('type') ?? '').slice(0, 60);
    confirmations().push(type);
    c.header('Content-Security-Policy', "default-src 'none'");
    c.header('Cache-Control', 'no-store');
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Thank you</title></head><body><p>Form received: ${escapeHtml(type)}</p></body></html>`);
  });
  return app;
}
