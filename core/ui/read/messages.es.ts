import type { Translation } from '../../i18n/catalog';
import type en from './messages.en';

export default {
  readFailedHint: 'Esta parte de la página no se pudo cargar en este momento.',
  tryAgain: 'Intentar de nuevo',
  tryingAgain: 'Intentando de nuevo…',
} satisfies Translation<typeof en>;
