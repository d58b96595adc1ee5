import { homePageUrl } from '../rules/home-page-url';
import type { Lang } from '../i18n/language';
import { text } from '../i18n/text';
import { compareText } from './messages';

/** What a visitor can compare: a move-in-ready home or a floorplan. */
export type CompareKind = 'home' | 'plan';

/** One chosen item; the name is what the tray and the remove buttons say (unknown until read, for an item from an address). */
export interface CompareItem {
  kind: CompareKind;
  id: number;
  name?: string;
  /** The item's own page (a plan's url from the API); a home's is known from its id. */
  url?: string;
}

/** The limit: up to 3 homes or plans side by side (a 4th is refused and explained). */
export const COMPARE_LIMIT = 3;

export const sameItem = (a: Pick<CompareItem, 'kind' | 'id'>) => (b: Pick<CompareItem, 'kind' | 'id'>) =>
  a.kind === b.kind && a.id === b.id;

/** How an item reads in the address and in keys: home-501, plan-101. */
export const itemKey = (item: Pick<CompareItem, 'kind' | 'id'>): string => `${item.kind}-${item.id}`;

/** What an item is called before its name is known: "Home 501", "Floorplan 101". */
export const fallbackName = (item: CompareItem, lang: Lang = 'en'): string =>
  item.name ?? text(compareText, lang, item.kind === 'home' ? 'home' : 'floorplan', { id: item.id });

/** Where the tray and the comparison link an item: a home's page from its id, a plan's url as given (checked when rendered). */
export const itemPage = (item: CompareItem): string | undefined =>
  item.kind === 'home' ? homePageUrl(item.id) : item.url;

/** The limit message of a refused 4th choice, where it was tried and in the tray's announcement. */
export const limitMessage = (name: string, lang: Lang = 'en'): string =>
  text(compareText, lang, 'limit', { limit: COMPARE_LIMIT, name });
