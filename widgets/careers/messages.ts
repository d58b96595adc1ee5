import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** hb-careers' words, in the widget's language. */
export const careersText = defineCatalog(en, () => import('./messages.es'));
