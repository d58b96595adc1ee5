import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

export const heroText = defineCatalog(en, () => import('./messages.es'));
