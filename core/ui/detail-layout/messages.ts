import { defineCatalog } from '../../i18n/registry';
import en from './messages.en';

/** The call-to-action bar's words (docs/i18n.md). */
export const ctaBarText = defineCatalog(en, () => import('./messages.es'));
