import { defineCatalog } from '../../i18n/registry';
import en from './messages.en';

/** The forms engine's own words (docs/i18n.md); a form's declared words are in form-phrases.ts. */
export const formText = defineCatalog(en, () => import('./messages.es'));
