import { createStore } from 'zustand/vanilla';
import { getFavorites, getViews } from '../api/reads';
import type { Favorite } from '../api/schemas';
import { addFavorite, getFavoriteModalStatus, removeFavorite, removeView } from '../api/writes';
import { readConfig } from '../config';
import { pushDataLayer } from '../data-layer';

export type FavoriteKey = `${Favorite['favoriteable_type']}:${number}`;
export const favoriteKey = (f: Favorite): FavoriteKey => `${f.favoriteable_type}:${f.favoriteable_id}`;

/** What toggling a heart came to: flipped, refused by the server, or sign-in needed. */
export type ToggleOutcome = 'favorited' | 'unfavorited' | 'failed' | 'login-required' | 'ignored';

export interface SiteState {
  /** spec.md section 6: one global login flag drives the favorites modal. */
  loggedIn: boolean;
  favorites: Favorite[];
  views: Favorite[];
  favoritesStatus: 'idle' | 'loading' | 'ready' | 'failed';
  viewsStatus: 'idle' | 'loading' | 'ready' | 'failed';
  /** The not-logged-in modal to show (null: none). */
  loginModal: Favorite | null;
  /** Hearts whose server call is under way: they ignore clicks until it answers. */
  pending: FavoriteKey[];
  setLoggedIn(loggedIn: boolean): void;
  loadFavorites(): Promise<void>;
  loadViews(): Promise<void>;
  toggleFavorite(item: Favorite): Promise<ToggleOutcome>;
  /** Make an item a favorite (true) or not (false), whatever it is now. */
  setFavorite(item: Favorite, favorited: boolean): Promise<ToggleOutcome>;
  /** Save a recently viewed item: favorite it, then drop it from views and reload them. */
  saveFromViews(item: Favorite): Promise<ToggleOutcome>;
  closeLoginModal(): void;
}

const same = (a: Favorite) => (b: Favorite) => a.favoriteable_id === b.favoriteable_id && a.favoriteable_type === b.favoriteable_type;

/** The page-wide store every widget shares: session, favorites and recently viewed. */
export function createSiteStore(initial: { loggedIn?: boolean } = {}) {
  return createStore<SiteState>()((set, get) => ({
    loggedIn: initial.loggedIn ?? false,
    favorites: [],
    views: [],
    favoritesStatus: 'idle',
    viewsStatus: 'idle',
    loginModal: null,
    pending: [],

    setLoggedIn: (loggedIn) => set({ loggedIn, ...(loggedIn ? {} : { favorites: [], views: [], favoritesStatus: 'idle', viewsStatus: 'idle' }) }),

    async loadFavorites() {
      set({ favoritesStatus: 'loading' });
      const result = await getFavorites();
      set(result.status === 'success' ? { favorites: result.results, favoritesStatus: 'ready' } : { favoritesStatus: 'failed' });
    },

    async loadViews() {
      set({ viewsStatus: 'loading' });
      const result = await getViews();
      set(result.status === 'success' ? { views: result.results, viewsStatus: 'ready' } : { viewsStatus: 'failed' });
    },

    toggleFavorite: (item) => get().setFavorite(item, !get().favorites.some(same(item))),

    async setFavorite(item, favorited) {
      const key = favoriteKey(item);
      if (get().pending.includes(key)) return 'ignored';
      if (!get().loggedIn) {
        // spec.md section 4: the modal shows unless its status is hide.
        if ((await getFavoriteModalStatus()) !== 'hide') set({ loginModal: item });
        return 'login-required';
      }
      const wasFavorite = get().favorites.some(same(item));
      if (wasFavorite === favorited) return favorited ? 'favorited' : 'unfavorited';
      set({ pending: [...get().pending, key] });
      const status = wasFavorite ? await removeFavorite(item) : await addFavorite(item);
      set({ pending: get().pending.filter((k) => k !== key) });
      // Flip only when the server says success.
      if (status !== 'success') return 'failed';
      set({ favorites: wasFavorite ? get().favorites.filter((f) => !same(item)(f)) : [...get().favorites, item] });
      pushDataLayer({ event: 'hb_favorite', favoriteable_type: item.favoriteable_type, favorited: !wasFavorite });
      // Unsaving reloads favorites (spec.md section 4), so lists agree with the server.
      if (wasFavorite) void get().loadFavorites();
      return wasFavorite ? 'unfavorited' : 'favorited';
    },

    async saveFromViews(item) {
      const outcome = await get().setFavorite(item, true);
      if (outcome !== 'favorited') return outcome;
      if ((await removeView(item)) === 'success') set({ views: get().views.filter((v) => !same(item)(v)) });
      await get().loadViews();
      return outcome;
    },

    closeLoginModal: () => set({ loginModal: null }),
  }));
}

export type SiteStore = ReturnType<typeof createSiteStore>;

let shared: SiteStore | undefined;
/** The one store of this page, made on first use from the page's config. */
export function siteStore(): SiteStore {
  return (shared ??= createSiteStore({ loggedIn: readConfig().loggedIn }));
}
