import { defineCatalog } from '../../core/i18n';
import en from './messages.en';

/** hb-referral-program's words beside its forms (the forms' are the forms engine's), in the widget's language. */
export const referralText = defineCatalog(en, () => import('./messages.es'));
