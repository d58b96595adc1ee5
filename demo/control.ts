import { Hono } from 'hono';
import { type FaultMode, NO_FAULTS } from './faults';
import type { DemoState } from './state';

const MODES: FaultMode[] = ['off', 'slow', 'fail', 'malformed', 'drop'];

/** /demo/...: the developer's controls. Read submissions back, switch faults, reset. */
export function controlRoutes(state: DemoState): Hono {
  const app = new Hono();
  app.get('/submissions', (c) => c.json({ submissions: state.submissions }));
  app.get('/faults', (c) => c.json(state.faults));
  app.post('/faults', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Partial<{ mode: FaultMode; match: string; delayMs: number }>;
    if (!body.mode || !MODES.includes(body.mode)) return c.json({ error: `mode must be one of ${MODES.join(', ')}` }, 400);
    state.faults = { mode: body.mode, match: typeof body.match === 'string' ? body.match : '/', delayMs: Number(body.delayMs) || 3000 };
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
