import type { Phrases } from '../../../i18n/phrases';

/** The Spanish of what core/forms/declarations/reserve-lot.ts alone shows; the words forms share are in ../phrases.es.ts. */
export default {
  'Reserve a lot': 'Reserva un lote',
  'Hold your homesite while we walk you through plans and pricing. There is no obligation.':
    'Aparta tu terreno mientras te mostramos los planos y los precios. Sin compromiso.',
  'Reserve my lot': 'Reservar mi lote',
  'Thank you! Your lot request is in. A new home specialist will call you shortly to finish your reservation.':
    '¡Gracias! Recibimos tu solicitud de lote. Un especialista en casas nuevas te llamará muy pronto para completar tu reserva.',
  'When would you like to move in?': '¿Cuándo te gustaría mudarte?',
  // words other forms show too, and the demo server's answers to this account form (demo/api/accounts.ts)
  'Price range': 'Rango de precio',
  'Choose a range': 'Elige un rango',
} satisfies Phrases;
