import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** A move-in-ready home's page words (docs/i18n.md). */
export const homeDetailText = defineCatalog(en, () => import('./messages.es'));
