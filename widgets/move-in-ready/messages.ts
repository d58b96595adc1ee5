import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** The move-in-ready strip's words (docs/i18n.md). */
export const moveInReadyText = defineCatalog(en, () => import('./messages.es'));
