/**
 * The favorites' and views' writes (spec.md section 7), apart from the form posts (writes.ts): a
 * page of hearts loads these and not the form engine's post.
 */
import { enums, is, optional, string, type } from 'superstruct';
import type { Favorite } from './schemas/favorite';
import { http } from './http';

type Status = 'success' | 'failure';
const StatusOnly = type({ status: enums(['success', 'failure']), message: optional(string()) });

async function statusOf(request: Promise<Response>): Promise<Status> {
  try {
    const body: unknown = await (await request).json();
    return is(body, StatusOnly) ? body.status : 'failure';
  } catch {
    return 'failure';
  }
}

const favoriteQuery = (f: Favorite) => ({
  favoriteable_id: String(f.favoriteable_id),
  favoriteable_type: f.favoriteable_type,
});

/** spec.md section 7: POST with the pair as body, DELETE with the pair as query; both answer a status. */
export const addFavorite = (f: Favorite) => statusOf(http().post('api/favorite', { json: favoriteQuery(f) }));
export const removeFavorite = (f: Favorite) =>
  statusOf(http().delete('api/favorite', { searchParams: favoriteQuery(f) }));
export const addView = (f: Favorite) => statusOf(http().post('api/view', { json: favoriteQuery(f) }));
export const removeView = (f: Favorite) => statusOf(http().delete('api/view', { searchParams: favoriteQuery(f) }));
