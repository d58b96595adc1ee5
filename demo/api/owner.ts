import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { DemoState } from '../state';
import { accountBook } from './account-book';
import { currentAccount } from './session';
import { readSiteCookie, writeSiteCookie } from './site-cookie';

/** The cookie that ties a visitor who has not signed in to what they created (__Host- over HTTPS). */
export const VISITOR_COOKIE = 'hb_visitor';
/** A visitor's cookie lasts as a signed-in session lasts at most. */
const VISITOR_MAX_AGE_SECONDS = 12 * 60 * 60;
const TOKEN = /^[\w-]{43}$/;

/**
 * Who owns what this request creates or asks for: the signed-in account, else the visitor of
 * this browser (its own random cookie, made on its first write when `create` is set).
 * Undefined for a visitor with no cookie yet: they own nothing.
 */
export function ownerOf(c: Context, state: DemoState, { create = false } = {}): string | undefined {
  const account = currentAccount(c, accountBook(state));
  if (account) return `account:${account.id}`;
  const token = readSiteCookie(c, VISITOR_COOKIE);
  if (token && TOKEN.test(token)) return `visitor:${token}`;
  if (!create) return undefined;
  const fresh = randomBytes(32).toString('base64url');
  writeSiteCookie(c, VISITOR_COOKIE, fresh, VISITOR_MAX_AGE_SECONDS);
  return `visitor:${fresh}`;
}
