import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** The compare page's words (docs/i18n.md). */
export const comparePageText = defineCatalog(en, () => import('./messages.es'));
