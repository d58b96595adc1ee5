import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** hb-my-profile's own words (the forms' are core/forms/engine/phrases.es.ts) (docs/i18n.md). */
export const text = defineCatalog(en, () => import('./messages.es'));
