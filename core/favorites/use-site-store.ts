import { useStore } from 'zustand';
import { usePageService } from '../mount/use-page-service';
import { readConfig } from '../platform/config';
import { createSiteStore, type SiteState, type SiteStore } from './site-store';

/** Made by the first widget of the page that asks, from the page's config. */
const storeOfThePage = () => createSiteStore({ loggedIn: readConfig().loggedIn });

/** The page-wide store itself, for its actions: `useSiteStoreApi().getState().toggleFavorite(item)`. */
export function useSiteStoreApi(): SiteStore {
  return usePageService(storeOfThePage);
}

/**
 * What a component shows of the page-wide store (session, favorites, recently viewed), shared
 * by every widget of the page: `useSiteStore((s) => s.loggedIn)`. A selector that builds an
 * object or array needs zustand's `useShallow`.
 */
export function useSiteStore<T>(selector: (state: SiteState) => T): T {
  return useStore(useSiteStoreApi(), selector);
}
