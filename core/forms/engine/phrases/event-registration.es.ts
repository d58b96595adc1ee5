import type { Phrases } from '../../../i18n/phrases';

/** The Spanish of what core/forms/declarations/event-registration.ts alone shows; the words forms share are in ../phrases.es.ts. */
export default {
  'Register for this event': 'Inscríbete en este evento',
  Register: 'Inscribirme',
  'You are registered! We look forward to seeing you.': '¡Ya estás inscrito! Tenemos muchas ganas de verte.',
  'Number of guests, you included': 'Número de invitados, contándote a ti',
  // words other forms show too, and the demo server's answers to this account form (demo/api/accounts.ts)
  'Anything we should know?': '¿Hay algo que debamos saber?',
} satisfies Phrases;
