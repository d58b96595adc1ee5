import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** hb-testimonials' words, in the widget's language. */
export const testimonialsText = defineCatalog(en, () => import('./messages.es'));
