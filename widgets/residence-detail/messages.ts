import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** A residence's page words (docs/i18n.md). */
export const residenceDetailText = defineCatalog(en, () => import('./messages.es'));
