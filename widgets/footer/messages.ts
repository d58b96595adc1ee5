import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** hb-footer's words, in the widget's language. */
export const footerText = defineCatalog(en, () => import('./messages.es'));
