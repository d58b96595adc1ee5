import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** The move-in-ready list's words (docs/i18n.md). */
export const homesText = defineCatalog(en, () => import('./messages.es'));
