import type { Translation } from '../../i18n';
import type en from './messages.en';

/** The call-to-action bar in Spanish, in tú. */
export default {
  askAbout: 'Pregunta por {about}',
  call: 'Llama',
  scheduleTour: 'Agenda un recorrido',
  getUpdates: 'Recibe novedades',
} satisfies Translation<typeof en>;
