import { defineCatalog } from '../i18n/registry';
import en from './messages.en';

/** core/ui's words in the widget's language (docs/i18n.md). */
export const uiText = defineCatalog(en, () => import('./messages.es'));
