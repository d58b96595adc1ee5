import { defineCatalog } from '../i18n/registry';
import en from './filter-messages.en';

/** The filter bar's words in the widget's language (docs/i18n.md). */
export const filterText = defineCatalog(en, () => import('./filter-messages.es'));
