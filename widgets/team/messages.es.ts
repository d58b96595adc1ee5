import type { Translation } from '../../core/i18n';
import type en from './messages.en';

export default {
  heading: 'Conoce a nuestro equipo',
  loading: 'Cargando nuestro equipo…',
  empty: 'Estamos actualizando la página de nuestro equipo: vuelve a consultar pronto.',
} satisfies Translation<typeof en>;
