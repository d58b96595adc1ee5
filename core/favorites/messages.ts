import { defineCatalog } from '../i18n/registry';
import en from './messages.en';

/** The favorites' words (docs/i18n.md): the heart's chunk defines it, so the dialog's words are there when it loads. */
export const favoritesText = defineCatalog(en, () => import('./messages.es'));
