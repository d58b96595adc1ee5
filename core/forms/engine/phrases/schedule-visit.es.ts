import type { Phrases } from '../../../i18n/phrases';

/** The Spanish of what core/forms/declarations/schedule-visit.ts alone shows; the words forms share are in ../phrases.es.ts. */
export default {
  'Schedule a visit': 'Agenda una visita',
  'Meet a new home specialist at a model center, or online.':
    'Reúnete con un especialista en casas nuevas en una casa modelo o en línea.',
  'Schedule my visit': 'Agendar mi visita',
  'Thank you! We look forward to meeting you and will confirm your visit shortly.':
    '¡Gracias! Tenemos muchas ganas de conocerte y pronto te confirmaremos la visita.',
  'Where would you like to meet?': '¿Dónde te gustaría reunirte?',
  'Choose a model center': 'Elige una casa modelo',
  'Visit date': 'Fecha de la visita',
  'Visit time': 'Hora de la visita',
  'Choose a time': 'Elige una hora',
} satisfies Phrases;
