import type { Translation } from '../../core/i18n';
import type en from './messages.en';

export default {
  heading: 'Videos prácticos para tu casa',
  loading: 'Cargando videos…',
  empty: 'Todavía no hay videos: vuelve a consultar pronto.',
  play: 'Reproducir ',
} satisfies Translation<typeof en>;
