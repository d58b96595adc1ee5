import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** hb-service-request-form's own words: the warranty issues and their pictures (the form's are core/forms/engine/phrases.es.ts) (docs/i18n.md). */
export const text = defineCatalog(en, () => import('./messages.es'));
