import { vi } from 'vitest';
import { createApp, type DemoOptions } from '../../../../demo/app';

/** A demo app with no built bundle: enough for its API. */
export const demoApp = (options: Omit<DemoOptions, 'distRoot'> = {}) =>
  createApp({ distRoot: '/nonexistent-dist', ...options });

/**
 * Routes the page's fetch into a demo app, so the core client (ky, structs) talks to the real
 * demo API without a network: what the client accepts here, it accepts in the browser.
 */
export function fetchFromApp(app: ReturnType<typeof demoApp>): void {
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const answer = await app.request(url.pathname + url.search, {
      method: request.method,
      headers: { accept: request.headers.get('accept') ?? '*/*' },
    });
    return new Response(await answer.text(), {
      status: answer.status,
      headers: { 'Content-Type': answer.headers.get('content-type') ?? 'text/plain' },
    });
  });
}
