import type { Phrases } from '../../../i18n/phrases';

/** The Spanish of what core/forms/declarations/inquire-home.ts alone shows; the words forms share are in ../phrases.es.ts. */
export default {
  'Inquire about this home': 'Pregunta por esta casa',
  'Send my inquiry': 'Enviar mi consulta',
  'Thank you for your interest in this home! A new home specialist will contact you shortly.':
    '¡Gracias por tu interés en esta casa! Un especialista en casas nuevas se comunicará contigo muy pronto.',
  'What would you like to know?': '¿Qué te gustaría saber?',
} satisfies Phrases;
