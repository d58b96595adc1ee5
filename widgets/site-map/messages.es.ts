import type { Translation } from '../../core/i18n';
import type en from './messages.en';

export default {
  loading: 'Cargando el mapa del sitio…',
  label: 'Mapa del sitio',
  communities: 'Nuestras comunidades',
  loadingCommunities: 'Cargando comunidades…',
  empty: 'Todavía no hay comunidades que mostrar.',
} satisfies Translation<typeof en>;
