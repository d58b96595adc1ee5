import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** The my-favorites landing's words (docs/i18n.md). */
export const myFavoritesText = defineCatalog(en, () => import('./messages.es'));
