import type { Phrases } from '../../../i18n/phrases';

/** The Spanish of what core/forms/declarations/full-interest.ts alone shows; the words forms share are in ../phrases.es.ts. */
export default {
  'Join our full interest list': 'Únete a nuestra lista de interesados',
  'Tell us where and what you would like to build, and we will let you know as soon as it is available.':
    'Cuéntanos dónde y qué te gustaría construir, y te avisaremos en cuanto esté disponible.',
  'Join the list': 'Unirme a la lista',
  'Thank you for joining our full interest list! We will keep you posted.':
    '¡Gracias por unirte a nuestra lista de interesados! Te mantendremos al tanto.',
  'Where would you like to live?': '¿Dónde te gustaría vivir?',
  'What would you like in a home?': '¿Qué te gustaría en una casa?',
  'When would you like to move or build?': '¿Cuándo te gustaría mudarte o construir?',
  'Do you own your current home?': '¿Eres dueño de la casa donde vives?',
  'Are you working with a realtor?': '¿Trabajas con un agente de bienes raíces?',
  // words other forms show too, and the demo server's answers to this account form (demo/api/accounts.ts)
  'Price range': 'Rango de precio',
  'Choose a range': 'Elige un rango',
} satisfies Phrases;
