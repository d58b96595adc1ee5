import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** Our floorplans' words (docs/i18n.md). */
export const floorplansText = defineCatalog(en, () => import('./messages.es'));
