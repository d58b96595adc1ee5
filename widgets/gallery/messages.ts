import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** hb-gallery's words (the tags the CMS gives are its own), in the widget's language. */
export const galleryText = defineCatalog(en, () => import('./messages.es'));
