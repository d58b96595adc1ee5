import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** hb-warranty's words, in the widget's language. */
export const warrantyText = defineCatalog(en, () => import('./messages.es'));
