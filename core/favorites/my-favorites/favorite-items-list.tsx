import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type FavoriteItem, loadFavoriteItem } from './favorite-item';
import type { Favorite } from '../../api/schemas/favorite';
import { useReads } from '../../mount/read/use-reads';
import { favoriteKey } from '../site-store';
import { Loader } from '../../ui/loader';
import { SavedItemCard } from './saved-item-card';
import './favorite-items-list.css';

interface FavoriteItemsListProps {
  items: readonly Favorite[];
  /** The heart or the save button of one item. */
  action(item: FavoriteItem): ReactNode;
  /** "saved floorplans", "recently viewed items": for the count and the messages. */
  noun: [one: string, many: string];
  empty: ReactNode;
}

/**
 * Favorites or views, each read and shown as a card. When one leaves the list (unsaved, or saved
 * from views) its button goes with it: focus moves to the list's status, which says what changed.
 */
export function FavoriteItemsList({ items, action, noun, empty }: FavoriteItemsListProps) {
  // What each item is (its name, figures, picture): read once an item, in parallel.
  const byKey = new Map<string, Favorite>(items.map((f) => [favoriteKey(f), f]));
  const details = useReads([...byKey.keys()], (key, signal) => loadFavoriteItem(byKey.get(key)!, signal));
  const status = useRef<HTMLParagraphElement>(null);
  const previous = useRef(items);
  const [removed, setRemoved] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the list matters; details and noun are read as they are then
  useEffect(() => {
    const now = new Set(items.map(favoriteKey));
    const gone = previous.current.filter((f) => !now.has(favoriteKey(f)));
    previous.current = items;
    if (!gone.length) return;
    const detail = details.get(favoriteKey(gone[0]));
    setRemoved(`${detail?.status === 'success' ? detail.result.name : 'The item'} is no longer in your ${noun[1]}.`);
    if (status.current && status.current.closest('.hb-widget')?.contains(document.activeElement) === false)
      status.current.focus();
  }, [items]);

  const count = `${items.length} ${items.length === 1 ? noun[0] : noun[1]}`;
  return (
    <div className="hb-favorite-items">
      <p ref={status} className="hb-favorite-items__status" role="status" tabIndex={-1}>
        {removed ? `${removed} ` : ''}
        {items.length ? count : ''}
      </p>
      {items.length === 0 ? (
        empty
      ) : (
        <ul className="hb-favorite-items__list">
          {items.map((f) => {
            const key = favoriteKey(f);
            const item = details.get(key);
            return (
              <li key={key}>
                {item === undefined || item.status === 'loading' ? (
                  <Loader label="Loading…" />
                ) : item.status === 'success' ? (
                  <SavedItemCard item={item.result} action={action(item.result)} />
                ) : (
                  // The server's own failure means the item is gone; anything else, that it did not load.
                  <p className="hb-favorite-items__unavailable">
                    {item.reason === 'failure'
                      ? 'This item is no longer available.'
                      : 'This item could not be loaded just now.'}
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
