import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** The favorite button's names for an item the API has not named (docs/i18n.md). */
export const favoriteButtonText = defineCatalog(en, () => import('./messages.es'));
