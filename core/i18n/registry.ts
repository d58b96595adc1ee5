import type { Catalog, Messages, Translation } from './catalog';
import type { Lang } from './language';

/** Every catalog the page's code has defined so far: a widget's chunk defines its own as it loads. */
const catalogs: Catalog<Messages>[] = [];

/**
 * @example
 * // widgets/x/messages.ts
 * export const xText = defineCatalog(en, () => import('./messages.es'));
 */
export function defineCatalog<M extends Messages>(
  en: M,
  loadEs: () => Promise<{ default: Translation<M> }>,
): Catalog<M> {
  const catalog: Catalog<M> = { en, loadEs };
  catalogs.push(catalog as unknown as Catalog<Messages>);
  return catalog;
}

/**
 * Brings the Spanish of every catalog defined so far; undefined for English, so an English widget
 * renders at once. A chunk that cannot load leaves its catalog in English: a widget never stays
 * blank for want of its words.
 */
export function loadLanguage(lang: Lang): Promise<unknown> | undefined {
  if (lang === 'es')
    return Promise.all(
      catalogs.map(
        (c) =>
          c.es ||
          (c.pending ??= c.loadEs().then(
            (m) => {
              c.es = m.default;
            },
            (error) => __DEV__ && console.warn('[hb-widgets] Spanish words not loaded:', error),
          )),
      ),
    );
}
