import { defineCatalog } from '../i18n/registry';
import en from './show-more.en';

/** A "Show more" list's words in the widget's language: a catalog of its own, loaded only where such a list is. */
export const showMoreText = defineCatalog(en, () => import('./show-more.es'));
