import type { Translation } from '../../core/i18n';
import type en from './messages.en';

/** The move-in-ready list's words, in Spanish (tú; docs/i18n.md). */
export default {
  loading: 'Cargando casas listas para mudarte…',
  filter: 'Filtra y ordena las casas',
  one: 'casa',
  many: 'casas',
  clear: 'Borrar filtros',
} satisfies Translation<typeof en>;
