import { defineCatalog } from './registry';
import type { Catalog } from './catalog';
import type { Lang } from './language';

/** A phrasebook: Spanish keyed by the English it replaces, for English that lives in data (form declarations, option lists). */
export type Phrases = Readonly<Record<string, string>>;
export type Phrasebook = Catalog<Phrases>;

export const definePhrases = (loadEs: () => Promise<{ default: Phrases }>): Phrasebook => defineCatalog({}, loadEs);

/** The Spanish of an English phrase when the page speaks Spanish and the book knows it; else the English. */
export const phrase = (book: Phrasebook, lang: Lang, english: string): string =>
  (lang === 'es' && book.es?.[english]) || english;
