import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** hb-not-found's words, in the widget's language. */
export const notFoundText = defineCatalog(en, () => import('./messages.es'));
