import { defineCatalog } from '../i18n/registry';
import en from './messages.en';

/** core/mount's words for the visitor in the widget's language (docs/i18n.md). */
export const mountText = defineCatalog(en, () => import('./messages.es'));
