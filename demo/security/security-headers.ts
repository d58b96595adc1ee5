import type { MiddlewareHandler } from 'hono';

/** Framing by other sites is refused on every answer (clickjacking), old browsers included. */
export const FRAME_ANCESTORS = "frame-ancestors 'self'";

/**
 * The frame-ancestors of an answer that pages of the listed origins (CORS_ORIGINS) may frame:
 * the pseudo-confirmation page, which the widgets load in a hidden frame of the CMS's page.
 */
export const frameAncestors = (origins: readonly string[]): string => [FRAME_ANCESTORS, ...origins].join(' ');

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
  // A route that names its own framers (frameAncestors) is framed by them: where frame-ancestors is
  // understood it overrides X-Frame-Options, which has no way to name another origin.
  const own = headers
    .get('Content-Security-Policy')
    ?.match(/frame-ancestors ([^;]*)/)?.[1]
    .trim();
  if (own === "'self'") headers.set('X-Frame-Options', 'SAMEORIGIN');
  else headers.delete('X-Frame-Options');
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
}
