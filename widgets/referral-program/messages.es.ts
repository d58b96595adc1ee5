import type { Translation } from '../../core/i18n';
import type en from './messages.en';

export default {
  anotherTitle: '¿Quieres enviar otro referido?',
  anotherText: '¡Gracias! Ya tenemos tus datos, así que tu referido está completo. ¿Quieres recomendar a alguien más?',
  again: 'Recomendar a alguien más',
  done: 'No, gracias',
} satisfies Translation<typeof en>;
