import type { Context } from 'hono';
import { fromListedOrigin } from './cors';

/**
 * Account and favorite writes are accepted only from the site's own pages: a form on another
 * site cannot sign a visitor in, change a password or add favorites with their cookie (CSRF).
 * Browsers send Sec-Fetch-Site on every request; older ones send Origin on every POST. Pages of
 * the origins in CORS_ORIGINS are the site's own too.
 */
export function isSameOrigin(c: Context): boolean {
  if (fromListedOrigin(c)) return true;
  const site = c.req.header('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = c.req.header('origin');
  return origin !== undefined && origin === new URL(c.req.url).origin;
}

export const CROSS_SITE_MESSAGE = 'This request has to come from the site itself. Reload the page and try again.';
