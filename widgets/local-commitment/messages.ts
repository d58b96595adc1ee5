import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** hb-local-commitment's words, in the widget's language. */
export const localText = defineCatalog(en, () => import('./messages.es'));
