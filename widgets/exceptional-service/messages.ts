import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** hb-exceptional-service's words, in the widget's language. */
export const serviceText = defineCatalog(en, () => import('./messages.es'));
