import type { MiddlewareHandler } from 'hono';

/** Framing by other sites is refused on every answer (clickjacking), old browsers included. */
export const FRAME_ANCESTORS = "frame-ancestors 'self'";

/**
 * Headers every answer of the demo carries: no framing by other sites, no type sniffing, no full
 * address in the Referer to other sites, and nothing kept in a cache unless a route says it may
 * (files and documents do): answers about a visitor (profile, favorites, leads) are never stored.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    applySecurityHeaders(c.res.headers);
  };
}

/** The same headers on any answer, the server's own (a Host it cannot parse) too: demo/listen.ts. */
export function applySecurityHeaders(headers: Headers): void {
  const policy = headers.get('Content-Security-Policy');
  if (!policy) headers.set('Content-Security-Policy', FRAME_ANCESTORS);
  else if (!policy.includes('frame-ancestors')) headers.set('Content-Security-Policy', `${policy}; ${FRAME_ANCESTORS}`);
  headers.set('X-Frame-Options', 'SAMEORIGIN');
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
}
