import type { Translation } from '../i18n/catalog';
import type en from './messages.en';

export default {
  close: 'Cerrar',
  loading: 'Cargando…',
  showing: 'Mostrando {shown} de {total} {noun}',
  showMore: 'Mostrar {count} {noun} más',
  videoUnavailable: 'Este video no se puede reproducir aquí en este momento.',
} satisfies Translation<typeof en>;
