import type { Phrases } from '../../../i18n/phrases';

/** The Spanish of what core/forms/declarations/get-updates.ts alone shows; the words forms share are in ../phrases.es.ts. */
export default {
  'Get updates': 'Recibe novedades',
  'Be the first to hear about new homes, pricing and events.':
    'Entérate antes que nadie de casas nuevas, precios y eventos.',
  'Sign me up': 'Suscribirme',
  'Thank you! You will be the first to hear about new homes, pricing and events.':
    '¡Gracias! Te enterarás antes que nadie de casas nuevas, precios y eventos.',
  'When are you looking to buy?': '¿Cuándo piensas comprar?',
} satisfies Phrases;
