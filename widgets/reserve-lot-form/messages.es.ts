import type { Translation } from '../../core/i18n';
import type en from './messages.en';

export default {
  reserveThisLot: 'Reserva este lote',
  reserving: 'Estás reservando el lote {lot}.',
} satisfies Translation<typeof en>;
