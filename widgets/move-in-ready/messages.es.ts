import type { Translation } from '../../core/i18n';
import type en from './messages.en';

/** The move-in-ready strip's words, in Spanish (tú; docs/i18n.md). */
export default {
  loading: 'Cargando casas listas para mudarte…',
  all: 'Ver todas las casas listas para mudarte',
} satisfies Translation<typeof en>;
