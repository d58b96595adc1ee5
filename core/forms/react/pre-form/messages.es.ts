import type { Translation } from '../../../i18n/catalog';
import type en from './messages.en';

export default {
  anotherTitle: '¿Quieres enviar otra recomendación?',
  referralDone:
    '¡Gracias! Ya tenemos tus datos, así que tu recomendación está completa. ¿Te gustaría recomendar a alguien más?',
  referAgain: 'Recomendar a alguien más',
  entryDone:
    '¡Gracias! Ya tenemos tus datos, así que tu participación está completa. ¿Te gustaría inscribir también a alguien más?',
  enterAgain: 'Inscribir a alguien más',
  noThanks: 'No, gracias',
} satisfies Translation<typeof en>;
