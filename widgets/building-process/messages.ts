import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** hb-building-process' words, in the widget's language. */
export const processText = defineCatalog(en, () => import('./messages.es'));
