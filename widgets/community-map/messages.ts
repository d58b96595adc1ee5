import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

export const communityMapText = defineCatalog(en, () => import('./messages.es'));
