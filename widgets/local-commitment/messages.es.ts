import type { Translation } from '../../core/i18n';
import type en from './messages.en';

export default {
  loading: 'Cargando organizaciones…',
  empty: 'Todavía no hay organizaciones que mostrar.',
} satisfies Translation<typeof en>;
