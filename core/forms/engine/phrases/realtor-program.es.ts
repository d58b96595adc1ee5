import type { Phrases } from '../../../i18n/phrases';

/** The Spanish of what core/forms/declarations/realtor-program.ts alone shows; the words forms share are in ../phrases.es.ts. */
export default {
  'Join our realtor program': 'Únete a nuestro programa para agentes',
  'Get our new-home inventory, co-op details and broker events first.':
    'Recibe antes que nadie nuestro inventario de casas nuevas, los detalles de comisión compartida y los eventos para agentes.',
  'Get connected': 'Conectarme',
  'Thank you! Our realtor liaison will be in touch within one business day.':
    '¡Gracias! Nuestro enlace con agentes se comunicará contigo en un día hábil.',
  // words other forms show too, and the demo server's answers to this account form (demo/api/accounts.ts)
  'Anything we should know?': '¿Hay algo que debamos saber?',
  Brokerage: 'Agencia inmobiliaria',
  'Florida license number': 'Número de licencia de Florida',
} satisfies Phrases;
