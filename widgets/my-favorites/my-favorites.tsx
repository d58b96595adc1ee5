import { useEffect } from 'react';
import { accountPage, useSession, useSiteStore, useSiteStoreApi } from '../../core/favorites';
import { MyFavoritesNav, SignInPrompt } from '../../core/favorites/my-favorites';
import { SampleListings } from './sample-listings';
import { useText } from '../../core/mount';
import { myFavoritesText } from './messages';
import './my-favorites.css';

const FLOORPLAN_TYPES = new Set(['plan', 'residence', 'apartmentResidence']);

/** hb-my-favorites: the landing. Signed in: what is saved and viewed; otherwise: sign in, and samples. */
export function MyFavorites() {
  const t = useText(myFavoritesText);
  const store = useSiteStoreApi();
  const session = useSession();
  const floorplans = useSiteStore((s) => s.favorites.filter((f) => FLOORPLAN_TYPES.has(f.favoriteable_type)).length);
  const homes = useSiteStore((s) => s.favorites.length) - floorplans;
  const views = useSiteStore((s) => s.views.length);
  const ready = useSiteStore((s) => s.favoritesStatus === 'ready' && s.viewsStatus === 'ready');

  useEffect(() => {
    if (session !== 'signed-in') return;
    const state = store.getState();
    void state.ensureFavorites();
    if (state.viewsStatus === 'idle') void state.loadViews();
  }, [store, session]);

  if (session === 'signed-out')
    return (
      <div className="hb-my-favorites">
        <SignInPrompt what={t('what')} />
        <SampleListings />
      </div>
    );

  const count = (n: number) => (ready ? String(n) : '…');
  return (
    <div className="hb-my-favorites">
      <MyFavoritesNav />
      <ul className="hb-my-favorites__summary" aria-busy={!ready}>
        {[
          [accountPage('savedFloorplans'), t('savedFloorplans'), floorplans],
          [accountPage('savedHomes'), t('savedHomes'), homes],
          [accountPage('recentlyViewed'), t('recentlyViewed'), views],
        ].map(([href, label, n]) => (
          <li key={href as string}>
            <a className="hb-my-favorites__tile" href={href as string}>
              <span className="hb-my-favorites__count">{count(n as number)}</span>
              <span>{label}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
