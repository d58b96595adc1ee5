import { defineCatalog } from './registry';
import type { Catalog } from './catalog';
import type { Lang } from './language';
import { phraseKey } from './phrase-key';

/** A phrasebook: Spanish keyed by the English it replaces, for English that lives in data (form declarations, option lists). */
export type Phrases = Readonly<Record<string, string>>;
export type Phrasebook = Catalog<Phrases>;

export const definePhrases = (loadEs: () => Promise<{ default: Phrases }>): Phrasebook => defineCatalog({}, loadEs);

/** A book's Spanish of an English phrase, if it has one: keyed by its phraseKey once built, by the English in the sources. */
export const spanishOf = (book: Phrasebook, english: string): string | undefined =>
  book.es?.[phraseKey(english)] ?? book.es?.[english];

/** The Spanish of an English phrase when the page speaks Spanish and the book knows it; else the English. */
export const phrase = (book: Phrasebook, lang: Lang, english: string): string =>
  (lang === 'es' && spanishOf(book, english)) || english;
