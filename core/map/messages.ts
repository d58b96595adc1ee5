import { defineCatalog } from '../i18n/registry';
import en from './messages.en';

/** The maps' words; the Spanish is a chunk of its own (docs/i18n.md). */
export const mapText = defineCatalog(en, () => import('./messages.es'));
