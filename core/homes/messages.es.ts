import type { Translation } from '../i18n';
import type en from './messages.en';

/** A move-in-ready home in Spanish, in tú; dates as core/i18n/dates.ts writes them ("1 de marzo de 2027"). */
export default {
  front: 'Frente de {street}',
  readyNow: 'Lista para mudarte ya',
  moveIn: 'Múdate el {date}',
  statusReady: 'Lista para mudarte',
  statusBuilding: 'En construcción',
} satisfies Translation<typeof en>;
