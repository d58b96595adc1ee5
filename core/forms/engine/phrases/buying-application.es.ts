import type { Phrases } from '../../../i18n/phrases';

/** The Spanish of what core/forms/declarations/buying-application.ts alone shows; the words forms share are in ../phrases.es.ts. */
export default {
  'Apply to buy your new home': 'Solicita la compra de tu casa nueva',
  'Apply in about five minutes. Our preferred lender uses it to pre-qualify you; nothing is final until you sign.':
    'Completa la solicitud en unos cinco minutos. Nuestro prestamista preferido la usa para precalificarte; nada es definitivo hasta que firmes.',
  'Thank you! Your application is on its way. A new home specialist will call you within one business day.':
    '¡Gracias! Tu solicitud va en camino. Un especialista en casas nuevas te llamará en un día hábil.',
  'Date of birth': 'Fecha de nacimiento',
  'Social security number': 'Número de Seguro Social',
  '9 digits. Used only to check your credit with our preferred lender.':
    '9 dígitos. Solo se usa para revisar tu crédito con nuestro prestamista preferido.',
  'Current employer': 'Empleador actual',
  'Started with this employer on': 'Fecha en que empezaste con este empleador',
  'Yearly household income (US$)': 'Ingreso anual del hogar (US$)',
  'Is this your first home?': '¿Es tu primera casa?',
  'If you sold a home in the last 3 years, when?': 'Si vendiste una casa en los últimos 3 años, ¿cuándo?',
  'Leave it empty if you have not owned a home for 3 years: you may count as a first-time buyer.':
    'Déjalo en blanco si no has tenido casa propia en 3 años: podrías contar como comprador de primera vivienda.',
  'Community you would like to live in': 'Comunidad donde te gustaría vivir',
  'Not sure yet': 'Todavía no lo sé',
  'Co-buyer first name': 'Nombre del comprador conjunto',
  'Co-buyer last name': 'Apellido del comprador conjunto',
  'Co-buyer social security number': 'Número de Seguro Social del comprador conjunto',
  'Only if you are buying with someone.': 'Solo si compras con otra persona.',
  'Credit check authorization': 'Autorización para revisar el crédito',
  'I authorize the builder and its preferred lender to check my credit to pre-qualify me.':
    'Autorizo al constructor y a su prestamista preferido a revisar mi crédito para precalificarme.',
  // words other forms show too, and the demo server's answers to this account form (demo/api/accounts.ts)
  'When would you like to move?': '¿Cuándo te gustaría mudarte?',
  'Price range': 'Rango de precio',
  'Choose a range': 'Elige un rango',
  'Send my application': 'Enviar mi solicitud',
} satisfies Phrases;
