import { defineCatalog } from '../i18n/registry';
import en from './messages.en';

/** The carousel's and the gallery's words in the widget's language (docs/i18n.md). */
export const carouselText = defineCatalog(en, () => import('./messages.es'));
