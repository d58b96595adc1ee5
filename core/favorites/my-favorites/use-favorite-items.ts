import { useEffect, useRef, useState } from 'react';
import { type FavoriteItem, loadFavoriteItem } from './favorite-item';
import type { Favorite } from '../../api/schemas/favorite';
import { useWidgetHost } from '../../mount/widget-context';
import { favoriteKey } from '../site-store';

export type FavoriteItemState = FavoriteItem | 'loading' | 'unavailable';

/**
 * What each favorite or view is (its name, figures, picture), read once an item, in parallel.
 * A list that changes (an item unsaved) reuses what it has already read. An item not in the
 * map yet is still loading.
 */
export function useFavoriteItems(favorites: readonly Favorite[]): Map<string, FavoriteItemState> {
  const { signal } = useWidgetHost();
  const known = useRef(new Map<string, FavoriteItemState>());
  const [, rerender] = useState(0);

  useEffect(() => {
    for (const favorite of favorites) {
      const key = favoriteKey(favorite);
      if (known.current.has(key)) continue;
      known.current.set(key, 'loading');
      void loadFavoriteItem(favorite, signal).then((item) => {
        if (signal.aborted) return;
        known.current.set(key, item ?? 'unavailable');
        rerender((n) => n + 1);
      });
    }
  }, [favorites, signal]);

  // Everything read so far, also items that have just left the list (their name is still needed).
  return new Map(known.current);
}
