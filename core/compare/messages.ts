import { defineCatalog } from '../i18n/registry';
import en from './messages.en';

/** The comparison's words: the toggle, the tray and their announcements (docs/i18n.md). */
export const compareText = defineCatalog(en, () => import('./messages.es'));
