import { defineCatalog } from '../../i18n/registry';
import en from './messages.en';

/** The section links' default name in the widget's language (docs/i18n.md). */
export const sectionLinksText = defineCatalog(en, () => import('./messages.es'));
