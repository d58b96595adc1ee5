import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** hb-service-request's words (the request form's are the forms engine's), in the widget's language. */
export const serviceRequestText = defineCatalog(en, () => import('./messages.es'));
