import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { DemoSettings } from './settings';

/** Names that only this machine can reach, whatever the port (tests put proxies in front). */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

const firstOf = (header: string | undefined) => header?.split(',')[0]?.trim() || undefined;

/** The scheme and host the visitor's browser used: behind a trusted proxy, what the proxy says it received. */
function originOf(c: Context, trustProxy: boolean): URL | undefined {
  const own = new URL(c.req.url);
  const scheme = (trustProxy && firstOf(c.req.header('x-forwarded-proto'))) || own.protocol.replace(':', '');
  const host = (trustProxy && firstOf(c.req.header('x-forwarded-host'))) || c.req.header('host') || own.host;
  if (scheme !== 'http' && scheme !== 'https') return undefined;
  try {
    const url = new URL(`${scheme}://${host}`);
    // A Host with a path, credentials or anything else a URL would absorb is not a host.
    return url.host === host.toLowerCase() ? url : undefined;
  } catch {
    return undefined;
  }
}

export const HOST_REFUSED_MESSAGE =
  'This demo answers only on localhost. To reach it by another name, list that name in ALLOWED_HOSTS (see docs/demo.md, "Security of the demo").';

/**
 * Refuses a request whose Host is neither a loopback name nor listed in ALLOWED_HOSTS: a page
 * on another site that rebinds its own name to 127.0.0.1 (DNS rebinding) cannot read the demo.
 * Remembers the origin for the same-origin checks and the Secure cookie.
 */
export function guardHost(settings: Pick<DemoSettings, 'allowedHosts' | 'trustProxy'>): MiddlewareHandler {
  const allowed = new Set(settings.allowedHosts.map((h) => h.toLowerCase()));
  return async (c, next) => {
    const origin = originOf(c, settings.trustProxy);
    if (!origin || !(LOOPBACK_NAMES.has(origin.hostname) || allowed.has(origin.hostname) || allowed.has(origin.host)))
      return c.text(HOST_REFUSED_MESSAGE, 403);
    c.set('publicOrigin', origin.origin);
    c.set('trustProxy', settings.trustProxy);
    await next();
  };
}

/** This site's origin as the browser sees it (e.g. https://demo.example.com behind a TLS proxy). */
export const publicOrigin = (c: Context): string =>
  (c.get('publicOrigin') as string | undefined) ?? new URL(c.req.url).origin;

/** Served over HTTPS, or behind a trusted proxy that received HTTPS: cookies get Secure (and __Host-). */
export const isHttps = (c: Context): boolean => publicOrigin(c).startsWith('https:');

/**
 * The address a request came from, for the sign-in throttle: the socket's peer, or behind a
 * trusted proxy the last address it appended to X-Forwarded-For (earlier ones the client wrote).
 */
export function clientAddress(c: Context): string {
  const forwarded =
    c.get('trustProxy') === true ? c.req.header('x-forwarded-for')?.split(',').pop()?.trim() : undefined;
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
