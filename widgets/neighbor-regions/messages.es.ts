import type { Translation } from '../../core/i18n';
import type en from './messages.en';

export default {
  heading: 'Conoce a tus vecinos, región por región',
  loading: 'Cargando regiones…',
  none: 'Todavía no hay regiones para mostrar.',
  watch: 'Ver',
  theVideo: 'el video',
  communitiesIn: 'Comunidades en {region}',
} satisfies Translation<typeof en>;
