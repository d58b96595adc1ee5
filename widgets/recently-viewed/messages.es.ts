import type { Translation } from '../../core/i18n';
import type en from './messages.en';

/** The recently viewed list's words, in Spanish (tú; docs/i18n.md). */
export default {
  what: 'lo que viste últimamente',
  loading: 'Cargando lo que viste…',
  count: { one: '{count} elemento visto recientemente', other: '{count} elementos vistos recientemente' },
  list: 'elementos vistos recientemente',
  empty: 'Aún no hay nada aquí. Los planos y las casas que abras aparecerán aquí.',
} satisfies Translation<typeof en>;
