import type { Translation } from '../i18n/catalog';
import type en from './messages.en';

export default {
  close: 'Cerrar',
  loading: 'Cargando…',
} satisfies Translation<typeof en>;
