import { type ReactNode, useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { FavoriteableType } from '../../api/schemas/favorite';
import { useSiteStore, useSiteStoreApi } from '../use-site-store';
import { useSession } from '../use-session';
import { FavoriteHeart } from '../favorite-heart';
import { FavoriteItemsList } from './favorite-items-list';
import { ReadView } from '../../ui/read/read-view';
import { useListRead } from './use-list-read';
import { MyFavoritesNav } from './my-favorites-nav';
import { SignInPrompt } from './sign-in-prompt';
import { useText } from '../../mount/use-text';
import { myFavoritesText } from './messages';

interface SavedFavoritesProps {
  types: readonly FavoriteableType[];
  /** "your saved floorplans". */
  what: string;
  /** "3 saved floorplans". */
  count(n: number): string;
  /** "saved floorplans". */
  list: string;
  empty: ReactNode;
}

/** A my-favorites list of saved items of some types; a heart on each unsaves it. */
export function SavedFavorites({ types, what, count, list, empty }: SavedFavoritesProps) {
  const t = useText(myFavoritesText);
  const store = useSiteStoreApi();
  const session = useSession();
  const status = useSiteStore((s) => (session === 'checking' ? 'loading' : s.favoritesStatus));
  const failure = useSiteStore((s) => s.favoritesFailure);
  const favorites = useSiteStore(useShallow((s) => s.favorites.filter((f) => types.includes(f.favoriteable_type))));
  const read = useListRead(status, favorites, failure, () => void store.getState().loadFavorites());

  useEffect(() => {
    void store.getState().ensureFavorites();
  }, [store]);

  if (session === 'signed-out') return <SignInPrompt what={what} />;
  return (
    <ReadView read={read} loading={t('loadingFavorites')}>
      {({ results }) => (
        <>
          <MyFavoritesNav />
          <FavoriteItemsList
            items={results}
            count={count}
            list={list}
            empty={empty}
            action={(item) => (
              <FavoriteHeart
                type={item.favorite.favoriteable_type}
                id={item.favorite.favoriteable_id}
                name={item.name}
              />
            )}
          />
        </>
      )}
    </ReadView>
  );
}
