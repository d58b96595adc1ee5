import { defineCatalog } from '../i18n/registry';
import en from './messages.en';

/** A move-in-ready home's words (docs/i18n.md). */
export const homeText = defineCatalog(en, () => import('./messages.es'));
