import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** A floorplan's page words (docs/i18n.md). */
export const floorplanDetailText = defineCatalog(en, () => import('./messages.es'));
