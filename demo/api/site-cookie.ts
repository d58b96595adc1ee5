import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { isHttps } from '../security/public-origin';

/**
 * The demo's own cookies: HttpOnly (no script reads them), SameSite=Lax (other sites' posts do
 * not carry them), and over HTTPS (or behind a TRUST_PROXY proxy that received HTTPS) Secure
 * with the __Host- prefix, which a browser accepts only from this host, for path /, over HTTPS.
 */
export const cookieName = (c: Context, base: string) => (isHttps(c) ? `__Host-${base}` : base);

export const readSiteCookie = (c: Context, base: string): string | undefined => getCookie(c, cookieName(c, base));

export function writeSiteCookie(c: Context, base: string, value: string, maxAgeSeconds?: number): void {
  setCookie(c, cookieName(c, base), value, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: isHttps(c),
    ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}),
  });
}

export function clearSiteCookie(c: Context, base: string): void {
  deleteCookie(c, cookieName(c, base), { path: '/', secure: isHttps(c) });
}
