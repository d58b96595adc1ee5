import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** hb-contact-us' words beside its form (the form's are the forms engine's), in the widget's language. */
export const contactUsText = defineCatalog(en, () => import('./messages.es'));
