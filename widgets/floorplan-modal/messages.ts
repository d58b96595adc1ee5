import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** The floorplan button's words (docs/i18n.md). */
export const floorplanModalText = defineCatalog(en, () => import('./messages.es'));
