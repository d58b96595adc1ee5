import { Hono, type MiddlewareHandler } from 'hono';
import { isCrossSite } from './api/same-origin';
import { readJsonObject } from './api/read-json';
import { type FaultMode, NO_FAULTS } from './faults';
import { hasToken, TOKEN_HEADER } from './security/demo-token';
import type { DemoSettings } from './security/settings';
import type { DemoState } from './state';

/** Under /demo. */
export const CONTROL_PATHS = ['/submissions', '/faults', '/reset'] as const;
const MODES: FaultMode[] = ['off', 'slow', 'fail', 'malformed', 'drop'];
/** A slow fault waits at most this long: a control cannot hold connections open for ever. */
const MAX_DELAY_MS = 60_000;

export const CONTROL_MESSAGES = {
  crossSite: 'The demo controls answer only to the demo’s own pages and to tools on this machine.',
  noToken: `Send the demo token as the ${TOKEN_HEADER} header: npm start prints it, or set DEMO_TOKEN.`,
} as const;

/** A control's request: not from another site, and with the token (header, or the form field of a demo page). */
export const controlGuard =
  (token: string): MiddlewareHandler =>
  async (c, next) => {
    if (isCrossSite(c)) return c.json({ error: CONTROL_MESSAGES.crossSite }, 403);
    if (!(await hasToken(c, token))) return c.json({ error: CONTROL_MESSAGES.noToken }, 401);
    await next();
  };

/**
 * /demo/...: the developer's controls. Read submissions back (masked when stored), switch faults,
 * reset. Each request needs the token (settings.controls) and must not come from another site;
 * with DEMO_CONTROLS=off nothing here answers.
 */
export function controlRoutes(state: DemoState, controls: DemoSettings['controls']): Hono {
  const app = new Hono();
  if (controls === 'off') return app;

  // The controls only: the demo's pages under /demo (/demo/blank, ...) are pages like any other.
  for (const path of CONTROL_PATHS) app.use(path, controlGuard(controls.token));
  app.get('/submissions', (c) => c.json({ submissions: state.submissions }));
  app.get('/faults', (c) => c.json(state.faults));
  app.post('/faults', async (c) => {
    // JSON from tools; the fields of a form from the demo's own page. Nothing else (a text/plain post is a forgery's way).
    const form = /^application\/x-www-form-urlencoded\b/i.test(c.req.header('content-type') ?? '');
    const body = (form ? await c.req.parseBody() : await readJsonObject(c)) as
      | Partial<{ mode: FaultMode; match: string; delayMs: number }>
      | undefined;
    if (!body?.mode || !MODES.includes(body.mode))
      return c.json({ error: `send {"mode": ...} as JSON: mode must be one of ${MODES.join(', ')}` }, 400);
    const delayMs = Math.min(MAX_DELAY_MS, Math.max(0, Number(body.delayMs) || 3000));
    state.faults = { mode: body.mode, match: typeof body.match === 'string' ? body.match.slice(0, 200) : '/', delayMs };
    return c.json(state.faults);
  });
  app.post('/reset', (c) => {
    state.faults = { ...NO_FAULTS };
    state.submissions.length = 0;
    state.slices.clear();
    return c.json({ ok: true });
  });
  return app;
}
