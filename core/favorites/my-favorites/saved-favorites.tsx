import { type ReactNode, useEffect, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { READS } from '../../api/contract';
import type { FavoriteableType } from '../../api/schemas/favorite';
import { useSiteStore, useSiteStoreApi } from '../use-site-store';
import { FavoriteHeart } from '../favorite-heart';
import { FavoriteItemsList } from './favorite-items-list';
import { Loader } from '../../ui/loader';
import { MyFavoritesNav } from './my-favorites-nav';
import { SignInPrompt } from './sign-in-prompt';

interface SavedFavoritesProps {
  types: readonly FavoriteableType[];
  /** "your saved floorplans". */
  what: string;
  noun: [one: string, many: string];
  empty: ReactNode;
}

/** A my-favorites list of saved items of some types; a heart on each unsaves it. */
export function SavedFavorites({ types, what, noun, empty }: SavedFavoritesProps) {
  const store = useSiteStoreApi();
  const loggedIn = useSiteStore((s) => s.loggedIn);
  const status = useSiteStore((s) => s.favoritesStatus);
  const favorites = useSiteStore(useShallow((s) => s.favorites.filter((f) => types.includes(f.favoriteable_type))));
  // A reload after unsaving keeps the list on screen; only the first load shows the loader.
  const loadedOnce = useRef(false);
  if (status === 'ready') loadedOnce.current = true;

  useEffect(() => {
    void store.getState().ensureFavorites();
  }, [store]);

  if (!loggedIn) return <SignInPrompt what={what} />;
  if (status === 'failed')
    return (
      <p className="hb-widget-message" role="alert">
        {READS.favorites.emptyMessage}
      </p>
    );
  if (!loadedOnce.current) return <Loader label="Loading your favorites…" />;
  return (
    <>
      <MyFavoritesNav />
      <FavoriteItemsList items={favorites} noun={noun} empty={empty} action={(item) => <FavoriteHeart type={item.favorite.favoriteable_type} id={item.favorite.favoriteable_id} name={item.name} />} />
    </>
  );
}
