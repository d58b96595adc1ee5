import { defineCatalog } from '../../i18n/registry';
import en from './messages.en';

/** The lot map's words, in its own chunk with it; the Spanish is a chunk of its own (docs/i18n.md). */
export const sitePlanText = defineCatalog(en, () => import('./messages.es'));
