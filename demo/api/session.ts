import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { DemoState } from '../state';
import { type Account, type AccountBook, accountBook } from './account-book';

export const SESSION_COOKIE = 'hb_session';

/** The signed-in account of this request, if its session cookie names a live session. */
export function currentAccount(c: Context, book: AccountBook): Account | undefined {
  const token = getCookie(c, SESSION_COOKIE);
  const id = token ? book.sessions.get(token) : undefined;
  return id === undefined ? undefined : book.accounts.get(id);
}

/** For the page shell: the CMS tells the widgets whether the visitor is signed in. */
export const isSignedIn = (state: DemoState, c: Context): boolean => currentAccount(c, accountBook(state)) !== undefined;

/**
 * A new random token on every sign-in (an old token can never be promoted: no session
 * fixation), in an HttpOnly cookie scripts cannot read, SameSite=Lax so other sites' posts
 * do not carry it, Secure whenever the page is served over https.
 */
export function startSession(c: Context, book: AccountBook, account: Account): void {
  const old = getCookie(c, SESSION_COOKIE);
  if (old) book.sessions.delete(old);
  const token = randomBytes(32).toString('base64url');
  book.sessions.set(token, account.id);
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, sameSite: 'Lax', path: '/', secure: new URL(c.req.url).protocol === 'https:' });
}

export function endSession(c: Context, book: AccountBook): void {
  const token = getCookie(c, SESSION_COOKIE);
  if (token) book.sessions.delete(token);
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}
