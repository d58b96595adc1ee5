import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** The saved floorplans' words (docs/i18n.md). */
export const savedFloorplansText = defineCatalog(en, () => import('./messages.es'));
