import type { Translation } from '../../core/i18n';
import type en from './messages.en';

export default {
  loading: 'Cargando el plano del sitio…',
  none: 'Esta comunidad todavía no tiene plano del sitio.',
  title: 'Plano del sitio de {name}',
} satisfies Translation<typeof en>;
