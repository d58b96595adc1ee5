import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** hb-event's words (the registration form's are the forms engine's), in the widget's language. */
export const eventText = defineCatalog(en, () => import('./messages.es'));
