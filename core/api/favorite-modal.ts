import { readItem } from './read';
import { FAVORITE_READS } from './reads/favorite';

/**
 * The not-logged-in modal's switch (spec.md section 4: it shows unless its status is hide).
 * Both calls are rows of the contract; any failure reads as "show" (asking again costs nothing).
 */
export async function getFavoriteModalStatus(): Promise<'show' | 'hide'> {
  const answer = await readItem(FAVORITE_READS.favoriteModalStatus);
  return answer.status === 'success' ? answer.result : 'show';
}

/** "Don't show this again": the server remembers it for this visitor. True when the server agreed. */
export async function hideFavoriteModal(): Promise<boolean> {
  const answer = await readItem(FAVORITE_READS.hideFavoriteModal);
  return answer.status === 'success' && answer.result === 'hide';
}
