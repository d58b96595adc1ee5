import type { Translation } from '../../core/i18n';
import type en from './messages.en';

export default {
  loading: 'Cargando testimonios…',
  empty: 'Todavía no hay testimonios aquí.',
} satisfies Translation<typeof en>;
