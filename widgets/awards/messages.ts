import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** hb-awards' words, in the widget's language. */
export const awardsText = defineCatalog(en, () => import('./messages.es'));
