import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** hb-realtor-referral-form's own words: the program's terms and dialogs (the form's are core/forms/engine/phrases.es.ts) (docs/i18n.md). */
export const text = defineCatalog(en, () => import('./messages.es'));
