import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** The saved homes' words (docs/i18n.md). */
export const savedHomesText = defineCatalog(en, () => import('./messages.es'));
