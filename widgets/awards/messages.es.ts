import type { Translation } from '../../core/i18n';
import type en from './messages.en';

export default {
  loading: 'Cargando premios…',
  empty: 'Todavía no hay premios que mostrar.',
  jump: 'Ir a un año',
  count: { one: '1 premio', other: '{count} premios' },
} satisfies Translation<typeof en>;
