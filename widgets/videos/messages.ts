import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** hb-videos' words, in the widget's language. */
export const videosText = defineCatalog(en, () => import('./messages.es'));
