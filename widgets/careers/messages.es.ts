import type { Translation } from '../../core/i18n';
import type en from './messages.en';

export default {
  loading: 'Cargando puestos disponibles…',
  empty: 'Por ahora no tenemos puestos disponibles. Vuelve a consultar pronto.',
  count: { one: '1 puesto disponible', other: '{count} puestos disponibles' },
  posted: 'Publicado el {date}',
} satisfies Translation<typeof en>;
