import { defineCatalog } from '../i18n/registry';
import en from './messages.en';

/** The dialog's and the loader's words in the widget's language (docs/i18n.md): every dialog and read shows them. */
export const uiText = defineCatalog(en, () => import('./messages.es'));
