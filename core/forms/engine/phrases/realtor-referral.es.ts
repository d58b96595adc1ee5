import type { Phrases } from '../../../i18n/phrases';

/** The Spanish of what core/forms/declarations/realtor-referral.ts alone shows; the words forms share are in ../phrases.es.ts. */
export default {
  'Register a client': 'Registra a un cliente',
  'Register your buyer before their first visit, and we will protect your commission.':
    'Registra a tu comprador antes de su primera visita y protegeremos tu comisión.',
  'Register my client': 'Registrar a mi cliente',
  'Thank you! Your client is registered to you. Our sales team will be in touch with you both.':
    '¡Gracias! Tu cliente quedó registrado a tu nombre. Nuestro equipo de ventas se comunicará contigo y con tu cliente.',
  "Client's first name": 'Nombre del cliente',
  "Client's last name": 'Apellido del cliente',
  "Client's email": 'Correo electrónico del cliente',
  "Client's phone": 'Teléfono del cliente',
  "Client's street address": 'Dirección del cliente',
  "Client's city": 'Ciudad del cliente',
  "Client's state": 'Estado del cliente',
  "Client's ZIP code": 'Código postal del cliente',
  'Where would your client like to live?': '¿Dónde le gustaría vivir a tu cliente?',
  'What would your client like in a home?': '¿Qué le gustaría a tu cliente en una casa?',
  "Client's price range": 'Rango de precio del cliente',
  'When is your client looking to buy?': '¿Cuándo piensa comprar tu cliente?',
  'Notes about your client': 'Notas sobre tu cliente',
  // words other forms show too, and the demo server's answers to this account form (demo/api/accounts.ts)
  'Choose a range': 'Elige un rango',
  Brokerage: 'Agencia inmobiliaria',
  'Florida license number': 'Número de licencia de Florida',
  'Your first name': 'Tu nombre',
  'Your last name': 'Tu apellido',
  'Your email': 'Tu correo electrónico',
  'Your phone': 'Tu teléfono',
} satisfies Phrases;
