import { defineCatalog } from '../i18n/registry';
import en from './messages.en';

/** The words of plan and home listings (docs/i18n.md). */
export const listingText = defineCatalog(en, () => import('./messages.es'));
