import type { Catalog, Messages } from '../i18n/catalog';
import { type Phrasebook, phrase } from '../i18n/phrases';
import { text, type Values } from '../i18n/text';
import type { Lang } from '../i18n/language';
import { useContext } from 'react';
import { WidgetContext } from './widget-context';

/** The language of the widget this component belongs to; English for a component drawn outside one (a test's harness). */
export const useLang = (): Lang => useContext(WidgetContext)?.lang ?? 'en';

/**
 * A catalog's messages in the widget's language.
 * @example
 * const t = useText(calculatorText);
 * t('homePrice'); t('years', { count: 30 });
 */
export function useText<M extends Messages>(catalog: Catalog<M>): (key: keyof M & string, values?: Values) => string {
  const lang = useLang();
  return (key, values) => text(catalog, lang, key, values);
}

/** A phrasebook's Spanish of English that arrives as data, in the widget's language. */
export function usePhrase(book: Phrasebook): (english: string) => string {
  const lang = useLang();
  return (english) => phrase(book, lang, english);
}
