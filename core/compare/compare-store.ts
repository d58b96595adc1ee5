import { createStore } from 'zustand/vanilla';
import { COMPARE_LIMIT, type CompareItem, limitMessage, fallbackName, sameItem } from './compare-items';
import type { Lang } from '../i18n/language';
import { text } from '../i18n/text';
import { compareText } from './messages';

/** sessionStorage key: the comparison follows the visitor from page to page of the site, for the visit. */
export const COMPARE_STORAGE_KEY = 'hb-compare';

export type AddOutcome = 'added' | 'already' | 'limit';

export interface CompareState {
  items: CompareItem[];
  /** What the tray announces politely (added, removed, the limit). */
  announcement: string;
  /** Adds an item unless it is there or the limit is reached: a 4th is refused, never swapped in silently. */
  /** `lang`: the language of the widget that adds, for the announcement (English by default). */
  add(item: CompareItem, lang?: Lang): AddOutcome;
  remove(item: Pick<CompareItem, 'kind' | 'id'>, lang?: Lang): void;
  /** The items of a shared address replace the visitor's own (names are filled in when read). */
  replace(items: CompareItem[]): void;
  /** Remembers an item's name once it has been read (an item from an address arrives without one). */
  name(item: Pick<CompareItem, 'kind' | 'id'>, name: string): void;
  clear(lang?: Lang): void;
}

const isItem = (x: unknown): x is CompareItem => {
  const o = x as Record<string, unknown>;
  return (
    !!o &&
    (o.kind === 'home' || o.kind === 'plan') &&
    Number.isInteger(o.id) &&
    (o.id as number) > 0 &&
    (o.name === undefined || typeof o.name === 'string') &&
    (o.url === undefined || typeof o.url === 'string')
  );
};

/** What the session remembers; anything unreadable (another script's value, a full storage) counts as nothing. */
function load(storage: Storage | undefined): CompareItem[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(COMPARE_STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter(isItem).slice(0, COMPARE_LIMIT) : [];
  } catch {
    return [];
  }
}

/** sessionStorage, or nothing where the browser refuses it (privacy modes): the comparison then lasts the page. */
function sessionStorageOrNothing(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** The page's comparison (useCompareStore), persisted in sessionStorage so the tray follows the visitor. */
export function createCompareStore(storage: Storage | undefined = sessionStorageOrNothing()) {
  const store = createStore<CompareState>()((set, get) => ({
    items: load(storage),
    announcement: '',
    add(item, lang = 'en') {
      const { items } = get();
      if (items.some(sameItem(item))) return 'already';
      if (items.length >= COMPARE_LIMIT) {
        set({ announcement: limitMessage(fallbackName(item, lang), lang) });
        return 'limit';
      }
      const next = [...items, item];
      set({
        items: next,
        announcement: text(compareText, lang, 'added', {
          name: fallbackName(item, lang),
          count: next.length,
          limit: COMPARE_LIMIT,
        }),
      });
      return 'added';
    },
    remove(item, lang = 'en') {
      const gone = get().items.find(sameItem(item));
      if (!gone) return;
      const next = get().items.filter((i) => !sameItem(item)(i));
      set({
        items: next,
        announcement: text(compareText, lang, 'removed', {
          name: fallbackName(gone, lang),
          count: next.length,
          limit: COMPARE_LIMIT,
        }),
      });
    },
    replace: (items) => set({ items: items.slice(0, COMPARE_LIMIT) }),
    name(item, name) {
      if (get().items.some((i) => sameItem(item)(i) && i.name !== name))
        set({ items: get().items.map((i) => (sameItem(item)(i) ? { ...i, name } : i)) });
    },
    clear: (lang = 'en') => set({ items: [], announcement: text(compareText, lang, 'empty') }),
  }));
  store.subscribe((state, previous) => {
    if (state.items === previous.items) return;
    try {
      storage?.setItem(COMPARE_STORAGE_KEY, JSON.stringify(state.items));
    } catch {
      // A full or refused storage: the comparison still works on this page.
    }
  });
  return store;
}

export type CompareStore = ReturnType<typeof createCompareStore>;
