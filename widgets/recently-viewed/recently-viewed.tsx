import { useEffect } from 'react';
import { FavoriteHeart, useSession, useSiteStore, useSiteStoreApi } from '../../core/favorites';
import { FavoriteItemsList, MyFavoritesNav, SignInPrompt, useListRead } from '../../core/favorites/my-favorites';
import { ReadView } from '../../core/ui/read';
import { useText } from '../../core/mount';
import { recentlyViewedText } from './messages';

/**
 * hb-recently-viewed: what a signed-in visitor opened lately. Saving one adds a favorite and,
 * on success, takes it off this list and reloads it (spec.md section 4).
 */
export function RecentlyViewed() {
  const t = useText(recentlyViewedText);
  const store = useSiteStoreApi();
  const session = useSession();
  const status = useSiteStore((s) => (session === 'checking' ? 'loading' : s.viewsStatus));
  const views = useSiteStore((s) => s.views);
  const failure = useSiteStore((s) => s.viewsFailure);
  const read = useListRead(status, views, failure, () => void store.getState().loadViews());

  useEffect(() => {
    void store
      .getState()
      .checkSession()
      .then((signedIn) => {
        const state = store.getState();
        if (signedIn && state.viewsStatus === 'idle') void state.loadViews();
      });
    void store.getState().ensureFavorites();
  }, [store]);

  if (session === 'signed-out') return <SignInPrompt what={t('what')} />;
  return (
    <ReadView read={read} loading={t('loading')}>
      {({ results }) => (
        <>
          <MyFavoritesNav />
          <FavoriteItemsList
            items={results}
            count={(count) => t('count', { count })}
            list={t('list')}
            empty={<p className="hb-favorite-items__empty">{t('empty')}</p>}
            action={(item) => (
              <FavoriteHeart
                type={item.favorite.favoriteable_type}
                id={item.favorite.favoriteable_id}
                name={item.name}
                saveWith={(f) => store.getState().saveFromViews(f)}
              />
            )}
          />
        </>
      )}
    </ReadView>
  );
}
