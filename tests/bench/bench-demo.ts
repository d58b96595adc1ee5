import { serve } from '@hono/node-server';
import { createApp } from '../../demo/app';
import type { Seed } from '../../demo/data';
import { DEFAULT_OUT_ROOT } from '../../esbuild.config';

/** A bench's demo server: the pages of the build in `distRoot` on 127.0.0.1 (a free port unless told), its API on `seed` (the demo's own unless given). */
export async function startBenchDemo(
  distRoot = DEFAULT_OUT_ROOT,
  port = 0,
  seed?: Seed,
): Promise<{ baseUrl: string; close(): void }> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: createApp({ distRoot, seed }).fetch, port, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const address = server.address();
  return {
    baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`,
    close: () => server.close(),
  };
}
