import type { Context } from 'hono';
import { fromListedOrigin } from './cors';
import { publicOrigin } from '../security/public-origin';

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
  return origin !== undefined && origin === publicOrigin(c);
}

/**
 * For tools as well as pages (the /demo controls): a browser request that says it comes from
 * elsewhere is refused; a request with neither header comes from no web page (curl, a test).
 */
export function isCrossSite(c: Context): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = c.req.header('origin');
  return origin !== undefined && origin !== publicOrigin(c);
}

export const CROSS_SITE_MESSAGE = 'This request has to come from the site itself. Reload the page and try again.';
