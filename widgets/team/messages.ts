import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** hb-team's words, in the widget's language. */
export const teamText = defineCatalog(en, () => import('./messages.es'));
