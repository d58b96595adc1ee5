import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** hb-team-member's words, in the widget's language. */
export const memberText = defineCatalog(en, () => import('./messages.es'));
