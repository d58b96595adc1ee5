import { createStore } from 'zustand/vanilla';
import { getFavoriteModalStatus, hideFavoriteModal } from '../api/favorite-modal';
import { getFavorites, getViews } from '../api/reads/favorite';
import { getProfile } from '../api/reads/profile';
import type { Failure, ItemResult } from '../api/result';
import type { UserProfile } from '../api/schemas/profile';
import type { Favorite } from '../api/schemas/favorite';
import { addFavorite, removeFavorite, removeView } from '../api/favorite-writes';
import { pushDataLayer } from '../platform/data-layer';

export type FavoriteKey = `${Favorite['favoriteable_type']}:${number}`;
export const favoriteKey = (f: Favorite): FavoriteKey => `${f.favoriteable_type}:${f.favoriteable_id}`;

/** What toggling a heart came to: flipped, refused by the server, or sign-in needed. */
/**
 * What a click on a heart came to. 'login-required': a visitor not signed in, asked in the modal;
 * 'login-note': the same visitor, who chose "Don't show this again": the heart says it in a note.
 */
export type ToggleOutcome = 'favorited' | 'unfavorited' | 'failed' | 'login-required' | 'login-note' | 'ignored';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface SiteState {
  /** spec.md section 6: one global login flag drives the favorites modal. */
  loggedIn: boolean;
  /**
   * Whether loggedIn is known: 'ready' from the settings' flag or the API's answer; 'idle' or
   * 'loading' while the API has not answered (a CMS that is not the API cannot print the flag);
   * 'failed' when it could not answer (loggedIn stays false).
   */
  sessionStatus: LoadStatus;
  favorites: Favorite[];
  views: Favorite[];
  favoritesStatus: LoadStatus;
  viewsStatus: LoadStatus;
  /** The last load's failure (why, for the lists' failure view), until a load succeeds. */
  favoritesFailure: Failure | null;
  viewsFailure: Failure | null;
  /** The not-logged-in modal to show (null: none). */
  loginModal: Favorite | null;
  /** Hearts whose server call is under way: they ignore clicks until it answers. */
  pending: FavoriteKey[];
  setLoggedIn(loggedIn: boolean): void;
  /** Whether the visitor is signed in: the settings' flag, else the API's answer, read once a page. */
  checkSession(): Promise<boolean>;
  /** The signed-in visitor's profile (/my-favorites/my-profile), read once a page; its answer also settles loggedIn. */
  readProfile(): Promise<ItemResult<UserProfile>>;
  loadFavorites(): Promise<void>;
  /** Loads favorites once for a signed-in visitor (every heart asks; one request answers). */
  ensureFavorites(): Promise<void>;
  loadViews(): Promise<void>;
  toggleFavorite(item: Favorite): Promise<ToggleOutcome>;
  /** Make an item a favorite (true) or not (false), whatever it is now. */
  setFavorite(item: Favorite, favorited: boolean): Promise<ToggleOutcome>;
  /** Save a recently viewed item: favorite it, then drop it from views and reload them. */
  saveFromViews(item: Favorite): Promise<ToggleOutcome>;
  closeLoginModal(): void;
  /** "Don't show this again": the server remembers it; the modal closes either way. */
  hideLoginModalForGood(): Promise<void>;
}

const same = (a: Favorite) => (b: Favorite) =>
  a.favoriteable_id === b.favoriteable_id && a.favoriteable_type === b.favoriteable_type;

/** The page-wide store every widget shares (useSiteStore): session, favorites and recently viewed. */
export function createSiteStore(initial: { loggedIn?: boolean } = {}) {
  // One request at a time: a second caller waits for the one under way.
  let favoritesLoad: Promise<void> | undefined;
  let viewsLoad: Promise<void> | undefined;
  // Once the visitor has said "don't show again", no need to ask the server on every heart.
  let modalHidden = false;
  // One profile read a page: the session check and hb-my-profile share it (a failed one is asked again).
  let profileRead: Promise<ItemResult<UserProfile>> | undefined;

  return createStore<SiteState>()((set, get) => {
    /** Deciding add or remove needs the server's list: a heart clicked early waits for it, once. */
    const favoritesKnown = async () => {
      if (get().favoritesStatus !== 'ready') await (favoritesLoad ?? get().loadFavorites());
      return get().favoritesStatus === 'ready';
    };

    return {
      loggedIn: initial.loggedIn ?? false,
      sessionStatus: initial.loggedIn === undefined ? 'idle' : 'ready',
      favorites: [],
      views: [],
      favoritesStatus: 'idle',
      viewsStatus: 'idle',
      favoritesFailure: null,
      viewsFailure: null,
      loginModal: null,
      pending: [],

      setLoggedIn: (loggedIn) =>
        set({
          loggedIn,
          sessionStatus: 'ready',
          ...(loggedIn ? {} : { favorites: [], views: [], favoritesStatus: 'idle', viewsStatus: 'idle' }),
        }),

      async checkSession() {
        if (get().sessionStatus === 'idle' || get().sessionStatus === 'loading') await get().readProfile();
        return get().loggedIn;
      },

      readProfile() {
        if (get().sessionStatus === 'idle') set({ sessionStatus: 'loading' });
        profileRead ??= getProfile().then((result) => {
          if (result.status === 'failure' && result.reason !== 'failure') profileRead = undefined; // asked again on a retry
          // Settles a session the settings left open: the server's own "not signed in" (status
          // failure) says no; no usable answer leaves it unknown (and loggedIn false).
          if (get().sessionStatus !== 'loading') return result;
          if (result.status === 'success') get().setLoggedIn(true);
          else if (result.reason === 'failure') get().setLoggedIn(false);
          else set({ sessionStatus: 'failed' });
          return result;
        });
        return profileRead;
      },

      loadFavorites() {
        set({ favoritesStatus: 'loading' });
        const load = (favoritesLoad = getFavorites().then((result) => {
          if (favoritesLoad !== load) return; // a newer load has started; it decides
          favoritesLoad = undefined;
          set(
            result.status === 'success'
              ? { favorites: result.results, favoritesStatus: 'ready', favoritesFailure: null }
              : { favoritesStatus: 'failed', favoritesFailure: result },
          );
        }));
        return load;
      },

      async ensureFavorites() {
        if (!(await get().checkSession())) return;
        if (favoritesLoad) return favoritesLoad;
        if (get().favoritesStatus === 'idle') return get().loadFavorites();
      },

      loadViews() {
        set({ viewsStatus: 'loading' });
        const load = (viewsLoad = getViews().then((result) => {
          if (viewsLoad !== load) return;
          viewsLoad = undefined;
          set(
            result.status === 'success'
              ? { views: result.results, viewsStatus: 'ready', viewsFailure: null }
              : { viewsStatus: 'failed', viewsFailure: result },
          );
        }));
        return load;
      },

      async toggleFavorite(item) {
        await get().checkSession();
        if (get().loggedIn && !(await favoritesKnown())) return 'failed';
        return get().setFavorite(item, !get().favorites.some(same(item)));
      },

      async setFavorite(item, favorited) {
        const key = favoriteKey(item);
        if (get().pending.includes(key)) return 'ignored';
        if (get().sessionStatus !== 'ready') await get().checkSession();
        if (!get().loggedIn) {
          // spec.md section 4: the modal shows unless its status is hide.
          if (!modalHidden) modalHidden = (await getFavoriteModalStatus()) === 'hide';
          if (modalHidden) return 'login-note';
          set({ loginModal: item });
          return 'login-required';
        }
        // Marked busy before anything is awaited, so a second click on any heart of this item waits.
        set({ pending: [...get().pending, key] });
        let wasFavorite: boolean;
        let status: string;
        try {
          if (!(await favoritesKnown())) return 'failed';
          wasFavorite = get().favorites.some(same(item));
          if (wasFavorite === favorited) return favorited ? 'favorited' : 'unfavorited';
          status = wasFavorite ? await removeFavorite(item) : await addFavorite(item);
        } finally {
          set({ pending: get().pending.filter((k) => k !== key) });
        }
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

      async hideLoginModalForGood() {
        set({ loginModal: null });
        modalHidden = await hideFavoriteModal();
      },
    };
  });
}

export type SiteStore = ReturnType<typeof createSiteStore>;
