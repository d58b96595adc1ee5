import { defineCatalog } from '../../i18n/registry';
import en from './messages.en';

/** The my-favorites pages' words (docs/i18n.md): a listing page's heart does not carry them. */
export const myFavoritesText = defineCatalog(en, () => import('./messages.es'));
