import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type FavoriteItem, loadFavoriteItem } from './favorite-item';
import type { Favorite } from '../../api/schemas/favorite';
import { useReads } from '../../mount/read/use-reads';
import { favoriteKey } from '../site-store';
import { Loader } from '../../ui/loader';
import { SavedItemCard } from './saved-item-card';
import { useText } from '../../mount/use-text';
import { myFavoritesText } from './messages';
import './favorite-items-list.css';

interface FavoriteItemsListProps {
  items: readonly Favorite[];
  /** The heart or the save button of one item. */
  action(item: FavoriteItem): ReactNode;
  /** "1 saved floorplan", "3 saved floorplans": the list's count, in the widget's words. */
  count(n: number): string;
  /** "saved floorplans", "recently viewed items": what the list is, for "… is no longer in your …". */
  list: string;
  empty: ReactNode;
}

/**
 * Favorites or views, each read and shown as a card. When one leaves the list (unsaved, or saved
 * from views) its button goes with it: focus moves to the list's status, which says what changed.
 */
export function FavoriteItemsList({ items, action, count, list, empty }: FavoriteItemsListProps) {
  const t = useText(myFavoritesText);
  // What each item is (its name, figures, picture): read once an item, in parallel.
  const byKey = new Map<string, Favorite>(items.map((f) => [favoriteKey(f), f]));
  const details = useReads([...byKey.keys()], (key, signal) => loadFavoriteItem(byKey.get(key)!, signal));
  const status = useRef<HTMLParagraphElement>(null);
  const previous = useRef(items);
  const [removed, setRemoved] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the list matters; details and words are read as they are then
  useEffect(() => {
    const now = new Set(items.map(favoriteKey));
    const gone = previous.current.filter((f) => !now.has(favoriteKey(f)));
    previous.current = items;
    if (!gone.length) return;
    const detail = details.get(favoriteKey(gone[0]));
    setRemoved(t('gone', { name: detail?.status === 'success' ? detail.result.name : t('theItem'), list }));
    if (status.current && status.current.closest('.hb-widget')?.contains(document.activeElement) === false)
      status.current.focus();
  }, [items]);

  return (
    <div className="hb-favorite-items">
      <p ref={status} className="hb-favorite-items__status" role="status" tabIndex={-1}>
        {removed ? `${removed} ` : ''}
        {items.length ? count(items.length) : ''}
      </p>
      {items.length === 0 ? (
        empty
      ) : (
        <ul className="hb-favorite-items__list">
          {items.map((f, i) => {
            const key = favoriteKey(f);
            const item = details.get(key);
            return (
              <li key={key}>
                {item === undefined || item.status === 'loading' ? (
                  <Loader label={t('loading')} />
                ) : item.status === 'success' ? (
                  <SavedItemCard item={item.result} action={action(item.result)} first={i === 0} />
                ) : (
                  // The server's own failure means the item is gone; anything else, that it did not load.
                  <p className="hb-favorite-items__unavailable">
                    {item.reason === 'failure' ? t('unavailable') : t('notLoaded')}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
