export type { Lang } from './language';
export { languageOf } from './language';
export type { Catalog, Messages, Plural, Translation } from './catalog';
export { defineCatalog, loadLanguage } from './registry';
export { text, type Values } from './text';
export { definePhrases, phrase, type Phrasebook, type Phrases } from './phrases';
export { specMessage, specPhrases } from './spec-messages';
