import type { Phrases } from '../../../i18n/phrases';

/** The Spanish of what core/forms/declarations/lock-in.ts alone shows; the words forms share are in ../phrases.es.ts. */
export default {
  "Lock in today's price": 'Asegura el precio de hoy',
  'Found the one? Tell us where, and a new home specialist will call you to hold your price.':
    '¿Encontraste la casa ideal? Dinos dónde y un especialista en casas nuevas te llamará para reservarte el precio.',
  'Lock in my price': 'Asegurar mi precio',
  'Thank you! A new home specialist will call you shortly to lock in your price.':
    '¡Gracias! Un especialista en casas nuevas te llamará muy pronto para asegurar tu precio.',
  'Choose a community': 'Elige una comunidad',
  // words other forms show too, and the demo server's answers to this account form (demo/api/accounts.ts)
  Community: 'Comunidad',
  'When would you like to move?': '¿Cuándo te gustaría mudarte?',
} satisfies Phrases;
