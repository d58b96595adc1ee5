import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** hb-career's words (the application form's are the forms engine's), in the widget's language. */
export const careerText = defineCatalog(en, () => import('./messages.es'));
