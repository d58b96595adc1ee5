import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { HOST_REFUSED_MESSAGE } from './security/public-origin';
import { applySecurityHeaders } from './security/security-headers';

/**
 * What @hono/node-server answers itself, before the app sees the request: a Host it cannot
 * read back (LOCALHOST:8104, 127.1) or none. It answered an empty 400 without the headers every
 * other answer has; here it says why, with them.
 */
function refused(error: unknown): Response {
  const badRequest = error instanceof Error && error.name === 'RequestError';
  const answer = new Response(badRequest ? HOST_REFUSED_MESSAGE : 'Internal Server Error', {
    status: badRequest ? 400 : 500,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
  applySecurityHeaders(answer.headers);
  return answer;
}

/** The demo's app on a port of `hostname` (0: a free one), as `serve` of @hono/node-server, with `refused` for what it answers itself. */
export function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  { port, hostname }: { port: number; hostname: string },
): Promise<{ server: Server; port: number }> {
  const server = createServer(getRequestListener(fetch, { hostname, errorHandler: refused }));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => resolve({ server, port: (server.address() as AddressInfo).port }));
  });
}
