import type { Translation } from '../../core/i18n';
import type en from './messages.en';

export default {
  loading: 'Cargando el evento…',
  when: 'Cuándo',
  where: 'Dónde',
  ended: 'Este evento ya terminó. El registro está cerrado.',
  hours: '{day}, de {start} a {end}',
  days: 'Del {start} al {end}',
} satisfies Translation<typeof en>;
