import { useWidgetHost } from './widget-context';

/**
 * The page's one instance of what `make` makes, shared by every widget of the page (the first
 * that asks makes it). `make` is the key: declare it once, at module level, never inline.
 * State of one widget instance belongs in its component instead.
 *
 * @example
 * const storeOfThePage = () => createSiteStore({ loggedIn: readConfig().loggedIn });
 * const store = usePageService(storeOfThePage);
 */
export function usePageService<T>(make: () => T): T {
  return useWidgetHost().page.get(make);
}
