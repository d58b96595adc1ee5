import type { Translation } from '../../core/i18n';
import type en from './messages.en';

export default {
  loading: 'Cargando comunidades…',
  seeAll: 'Ver todas nuestras comunidades',
} satisfies Translation<typeof en>;
