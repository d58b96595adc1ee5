import type { Translation } from '../../core/i18n';
import type en from './messages.en';

export default {
  loading: 'Cargando historias de propietarios…',
  empty: 'Todavía no hay historias de propietarios que mostrar.',
  chooser: 'Conoce a nuestros propietarios',
} satisfies Translation<typeof en>;
