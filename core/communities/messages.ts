import { defineCatalog } from '../i18n/registry';
import en from './messages.en';

/** A community's words (cards, list, pins); the Spanish is a chunk of its own (docs/i18n.md). */
export const communitiesText = defineCatalog(en, () => import('./messages.es'));
