import { defineCatalog } from '../../i18n/registry';
import en from './messages.en';

/** The video dialog's words in the widget's language (docs/i18n.md). */
export const videoText = defineCatalog(en, () => import('./messages.es'));
