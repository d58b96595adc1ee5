import type { MiddlewareHandler } from 'hono';

/**
 * The demo can be told to misbehave, so failure paths can be seen and tested:
 *   POST /demo/faults {"mode": "slow" | "fail" | "malformed" | "drop" | "off", "match": "/api/plan", "delayMs": 3000}
 * A slow multipart upload is read slowly (about 1 MB a second), so its progress can be seen.
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

/** Bytes a slowed upload is read at: about a second a megabyte, and at least `delayMs` in all. */
const SLOW_UPLOAD_BYTES_PER_MS = 1024;

/** Reads a body in its chunks, pausing after each as if it came over a slow line (the body limit was checked before). */
async function readSlowly(body: ReadableStream<Uint8Array>, delayMs: number): Promise<ArrayBuffer> {
  const chunks: Uint8Array[] = [];
  const reader = body.getReader();
  const started = Date.now();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    chunks.push(next.value);
    await sleep(next.value.length / SLOW_UPLOAD_BYTES_PER_MS);
  }
  await sleep(Math.max(0, delayMs - (Date.now() - started)));
  const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes.buffer;
}

export function faultMiddleware(faults: () => Faults): MiddlewareHandler {
  return async (c, next) => {
    const f = faults();
    if (f.mode === 'off' || !c.req.path.startsWith(f.match)) return next();
    switch (f.mode) {
      case 'slow':
        // An upload is slowed where a weak signal slows it, on the way in, so its progress can be watched.
        if (c.req.header('content-type')?.startsWith('multipart/form-data') && c.req.raw.body) {
          c.req.raw = new Request(c.req.raw, { body: await readSlowly(c.req.raw.body, f.delayMs || 3000) });
          return next();
        }
        await sleep(f.delayMs || 3000);
        return next();
      case 'fail':
        return c.json({ status: 'failure' }, 500);
      case 'malformed':
        return c.json({ status: 'success', results: [{ id: 'not-a-number' }], result: { nonsense: true }, careers: 'x', contents: 42 });
      case 'drop':
        // Close the connection without an answer, as a crashed upstream would.
        (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)?.incoming?.socket?.destroy();
        return new Response(null, { status: 444 });
    }
  };
}
