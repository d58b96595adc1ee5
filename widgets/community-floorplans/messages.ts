import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** A community's floorplans' words (docs/i18n.md). */
export const communityFloorplansText = defineCatalog(en, () => import('./messages.es'));
