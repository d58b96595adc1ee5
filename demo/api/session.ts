import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { DemoState } from '../state';
import { type Account, type AccountBook, accountBook, type Session } from './account-book';
import { clearSiteCookie, readSiteCookie, writeSiteCookie } from './site-cookie';

/** The session cookie's name: __Host-hb_session over HTTPS (site-cookie.ts). */
export const SESSION_COOKIE = 'hb_session';
/** OWASP ASVS 3.3.2 (level 2): signed out after 30 minutes idle, and 12 hours after signing in in any case. */
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** Devices signed in at once to one account; signing in on one more ends the oldest session. */
export const SESSIONS_PER_ACCOUNT = 10;

const hasExpired = (session: Session, now: number) =>
  now - session.lastSeen > SESSION_IDLE_MS || now - session.startedAt > SESSION_ABSOLUTE_MS;

/** The live session a token names, its last use now; an idle or old one is ended on the spot. */
export function liveSession(book: AccountBook, token: string | undefined): Session | undefined {
  const session = token ? book.sessions.get(token) : undefined;
  if (!session || !token) return undefined;
  if (hasExpired(session, book.now())) {
    book.sessions.delete(token);
    return undefined;
  }
  session.lastSeen = book.now();
  return session;
}

/** The signed-in account of this request, if its session cookie names a live session. */
export function currentAccount(c: Context, book: AccountBook): Account | undefined {
  const session = liveSession(book, readSiteCookie(c, SESSION_COOKIE));
  return session && book.accounts.get(session.accountId);
}

/** For the page shell: the CMS tells the widgets whether the visitor is signed in. */
export const isSignedIn = (state: DemoState, c: Context): boolean =>
  currentAccount(c, accountBook(state)) !== undefined;

/** Opens a session for an account and returns its token (the oldest of the account's goes past the cap). */
export function openSession(book: AccountBook, accountId: number): string {
  const token = randomBytes(32).toString('base64url');
  const now = book.now();
  // Sessions nobody came back to are ended here, so the map holds live ones only.
  for (const [old, session] of book.sessions) if (hasExpired(session, now)) book.sessions.delete(old);
  book.sessions.set(token, { accountId, startedAt: now, lastSeen: now });
  const own = [...book.sessions].filter(([, s]) => s.accountId === accountId);
  for (const [old] of own.slice(0, Math.max(0, own.length - SESSIONS_PER_ACCOUNT))) book.sessions.delete(old);
  return token;
}

/** Ends every session of an account (its password changed). */
export function endSessionsOf(book: AccountBook, accountId: number): void {
  for (const [token, session] of book.sessions) if (session.accountId === accountId) book.sessions.delete(token);
}

/**
 * A new random token on every sign-in (an old token can never be promoted: no session
 * fixation), in the site cookie (HttpOnly, SameSite=Lax, Secure and __Host- over HTTPS).
 */
export function startSession(c: Context, book: AccountBook, account: Account): void {
  const old = readSiteCookie(c, SESSION_COOKIE);
  if (old) book.sessions.delete(old);
  writeSiteCookie(c, SESSION_COOKIE, openSession(book, account.id));
}

export function endSession(c: Context, book: AccountBook): void {
  const token = readSiteCookie(c, SESSION_COOKIE);
  if (token) book.sessions.delete(token);
  clearSiteCookie(c, SESSION_COOKIE);
}
