import type { MiddlewareHandler } from 'hono';

/**
 * The demo can be told to misbehave, so failure paths can be seen and tested:
 *   POST /demo/faults {"mode": "slow" | "fail" | "malformed" | "drop" | "off", "match": "/api/plan", "delayMs": 3000}
 * `match` limits the fault to paths that start with it (default: every /api, /forms, /my-favorites call).
 */
export type FaultMode = 'off' | 'slow' | 'fail' | 'malformed' | 'drop';
export interface Faults {
  mode: FaultMode;
  match: string;
  delayMs: number;
}
export const NO_FAULTS: Faults = { mode: 'off', match: '/', delayMs: 0 };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function faultMiddleware(faults: () => Faults): MiddlewareHandler {
  return async (c, next) => {
    const f = faults();
    if (f.mode === 'off' || !c.req.path.startsWith(f.match)) return next();
    switch (f.mode) {
      case 'slow':
        await sleep(f.delayMs || 3000);
        return next();
      case 'fail':
        return c.json({ status: 'failure' }, 500);
      case 'malformed':
        return c.json({
          status: 'success',
          results: [{ id: 'not-a-number' }],
          result: { nonsense: true },
          careers: 'x',
          contents: 42,
        });
      case 'drop':
        // Close the connection without an answer, as a crashed upstream would.
        (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)?.incoming?.socket?.destroy();
        return new Response(null, { status: 444 });
    }
  };
}
