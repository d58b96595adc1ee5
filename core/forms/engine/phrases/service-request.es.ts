import type { Phrases } from '../../../i18n/phrases';

/** The Spanish of what core/forms/declarations/service-request.ts alone shows; the words forms share are in ../phrases.es.ts. */
export default {
  'Request warranty service': 'Solicita servicio de garantía',
  'Tell us about your home and list each issue with where it is, what is wrong and a few pictures. Our warranty team will call you to schedule a visit.':
    'Cuéntanos sobre tu casa y anota cada problema: dónde está, qué falla y algunas fotos. Nuestro equipo de garantía te llamará para agendar una visita.',
  'Send service request': 'Enviar solicitud de servicio',
  'Thank you! Your service request is in. Our warranty team will call you within two business days to schedule a visit.':
    '¡Gracias! Recibimos tu solicitud de servicio. Nuestro equipo de garantía te llamará en un plazo de dos días hábiles para agendar una visita.',
  'Home address': 'Dirección de la casa',
  'Choose your community': 'Elige tu comunidad',
  'Closing date': 'Fecha de cierre',
  'Warranty issues': 'Problemas de garantía',
  'Add at least one issue: where it is and what is wrong.': 'Agrega al menos un problema: dónde está y qué falla.',
  'Anything else we should know? (gate code, pets, best time to call)':
    '¿Algo más que debamos saber? (código de la reja, mascotas, mejor hora para llamarte)',
  // words other forms show too, and the demo server's answers to this account form (demo/api/accounts.ts)
  Community: 'Comunidad',
} satisfies Phrases;
