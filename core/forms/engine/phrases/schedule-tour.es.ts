import type { Phrases } from '../../../i18n/phrases';

/** The Spanish of what core/forms/declarations/schedule-tour.ts alone shows; the words forms share are in ../phrases.es.ts. */
export default {
  'Schedule a tour': 'Agenda un recorrido',
  'Pick a day and we will have the model home ready for you.': 'Elige un día y tendremos la casa modelo lista para ti.',
  'Request my tour': 'Pedir mi recorrido',
  'Thank you! We will call or email you shortly to confirm your tour.':
    '¡Gracias! Pronto te llamaremos o te escribiremos para confirmar tu recorrido.',
  'Preferred tour date': 'Fecha preferida para el recorrido',
  'Preferred time of day': 'Hora del día preferida',
  'Any time': 'Cualquier hora',
  Morning: 'Mañana',
  Afternoon: 'Tarde',
  Evening: 'Noche',
  Community: 'Comunidad',
  'Choose a community': 'Elige una comunidad',
} satisfies Phrases;
