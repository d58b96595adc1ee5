import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** hb-homeowner-stories' words, in the widget's language. */
export const storiesText = defineCatalog(en, () => import('./messages.es'));
