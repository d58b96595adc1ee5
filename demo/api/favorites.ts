import { type Context, Hono } from 'hono';
import { validate } from 'superstruct';
import { type Favorite, Favorite as FavoriteStruct } from '../../core/api/schemas/favorite';
import type { Seed } from '../data';
import type { DemoState } from '../state';
import { type Account, accountBook } from './account-book';
import { idOf } from './query';
import { readJsonObject } from './read-json';
import { sendRead } from './respond';
import { CROSS_SITE_MESSAGE, isSameOrigin } from './same-origin';
import { currentAccount } from './session';
import { readSiteCookie, writeSiteCookie } from './site-cookie';

export const FAVORITE_MESSAGES = {
  signInFirst: 'Please sign in to save favorites.',
  badItem:
    'Send favoriteable_id (a whole number) and favoriteable_type (community, plan, residence, home or apartmentResidence).',
  unknownItem: 'That item does not exist.',
} as const;

/** A visitor's "don't show this again" for the not-logged-in modal: a year, this browser only (__Host- over HTTPS). */
export const MODAL_COOKIE = 'hb_favorite_modal';
/** Recently viewed keeps this many items, newest first. */
export const VIEWS_KEPT = 20;

const same = (a: Favorite) => (b: Favorite) =>
  a.favoriteable_id === b.favoriteable_id && a.favoriteable_type === b.favoriteable_type;
const failure = (c: Context, message: string, code: 400 | 401 | 403 | 404) =>
  c.json({ status: 'failure', message }, code);

/** The pair from a JSON or form body (POST) or from the query (DELETE); ids may come as text. */
async function pairOf(c: Context): Promise<Favorite | undefined> {
  let raw: Record<string, unknown> = c.req.query();
  if (c.req.method === 'POST') {
    const type = c.req.header('content-type') ?? '';
    raw = type.includes('application/json')
      ? ((await readJsonObject(c)) ?? {})
      : await c.req.parseBody().catch(() => ({}));
  }
  const id = typeof raw.favoriteable_id === 'number' ? raw.favoriteable_id : idOf(String(raw.favoriteable_id ?? ''));
  const [error, pair] = validate({ favoriteable_id: id, favoriteable_type: raw.favoriteable_type }, FavoriteStruct);
  return error ? undefined : { favoriteable_id: pair.favoriteable_id, favoriteable_type: pair.favoriteable_type };
}

function exists(seed: Seed, f: Favorite): boolean {
  const id = f.favoriteable_id;
  switch (f.favoriteable_type) {
    case 'community':
      return seed.communities.some((x) => x.id === id);
    case 'plan':
      return seed.plans.some((x) => x.id === id);
    case 'residence':
      return seed.residences.some((x) => x.id === id);
    case 'home':
      return seed.homes.some((x) => x.id === id);
    case 'apartmentResidence':
      return seed.apartmentResidences.some((x) => x.id === id);
  }
}

/**
 * Favorites and recently viewed of spec.md section 7, kept per account. Lists answer
 * {status, results}; writes answer {status} and come only from the site's own pages.
 */
export function favoriteRoutes(state: DemoState, seed: Seed): Hono {
  const app = new Hono();
  const signedIn = (c: Context) => currentAccount(c, accountBook(state));

  /** A write to one of the signed-in account's lists, after the same-origin and sign-in checks. */
  const write = (change: (account: Account, item: Favorite) => void) => async (c: Context) => {
    if (!isSameOrigin(c)) return failure(c, CROSS_SITE_MESSAGE, 403);
    const account = signedIn(c);
    if (!account) return failure(c, FAVORITE_MESSAGES.signInFirst, 401);
    const item = await pairOf(c);
    if (!item) return failure(c, FAVORITE_MESSAGES.badItem, 400);
    if (c.req.method === 'POST' && !exists(seed, item)) return failure(c, FAVORITE_MESSAGES.unknownItem, 404);
    change(account, item);
    return c.json({ status: 'success' });
  };

  for (const [path, read, list] of [
    ['/api/favorite', 'favorites', (a: Account) => a.favorites],
    ['/api/view', 'views', (a: Account) => a.views],
  ] as const)
    app.get(path, (c) => {
      const account = signedIn(c);
      return account
        ? sendRead(c, read, list(account))
        : c.json({ status: 'failure', message: FAVORITE_MESSAGES.signInFirst, results: [] }, 401);
    });

  app.post(
    '/api/favorite',
    write((a, item) => a.favorites.some(same(item)) || a.favorites.push(item)),
  );
  app.delete(
    '/api/favorite',
    write((a, item) => (a.favorites = a.favorites.filter((f) => !same(item)(f)))),
  );
  // Viewing again moves the item to the front.
  app.post(
    '/api/view',
    write((a, item) => (a.views = [item, ...a.views.filter((v) => !same(item)(v))].slice(0, VIEWS_KEPT))),
  );
  app.delete(
    '/api/view',
    write((a, item) => (a.views = a.views.filter((v) => !same(item)(v)))),
  );

  for (const path of ['/api/favorite/modal/hide/', '/api/favorite/modal/hide']) {
    app.get(path, (c) =>
      sendRead(c, 'favoriteModalStatus', readSiteCookie(c, MODAL_COOKIE) === 'hide' ? 'hide' : 'show'),
    );
    app.post(path, (c) => {
      if (!isSameOrigin(c)) return failure(c, CROSS_SITE_MESSAGE, 403);
      writeSiteCookie(c, MODAL_COOKIE, 'hide', 365 * 24 * 3600);
      return sendRead(c, 'hideFavoriteModal', 'hide');
    });
  }
  return app;
}
