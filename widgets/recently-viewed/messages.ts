import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** The recently viewed list's words (docs/i18n.md). */
export const recentlyViewedText = defineCatalog(en, () => import('./messages.es'));
