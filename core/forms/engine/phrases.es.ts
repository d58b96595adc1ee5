import type { Phrases } from '../../i18n/phrases';

/**
 * The Spanish shared by the forms, keyed by the English they show: the
 * shared fields, spec.md section 3's option lists and the demo's answer to a lead. What one form alone
 * shows (grouped by form) is in phrases/<its declaration>.es.ts, loaded by that form only (its `phrases`).
 * Natural for Florida's Spanish speakers and in tú, as everywhere (docs/i18n.md).
 * tests/unit/core/i18n/catalogs.test.ts fails on a phrase a converted form shows without Spanish
 * here, and on a phrase here that nothing shows.
 */
export default {
  // the demo server's answer to a lead (a real CMS answers in its own words)
  'Thank you! We received your form.': '¡Gracias! Recibimos tu formulario.',
  // shared fields (common-fields.ts)
  'First name': 'Nombre',
  'Last name': 'Apellido',
  Email: 'Correo electrónico',
  Phone: 'Teléfono',
  'Street address': 'Dirección',
  City: 'Ciudad',
  State: 'Estado',
  'ZIP code': 'Código postal',
  'Comments or questions': 'Comentarios o preguntas',
  'How did you hear about us?': '¿Cómo te enteraste de nosotros?',
  'Choose one': 'Elige una opción',
  'Please contact me as soon as possible': 'Comuníquense conmigo lo antes posible',
  'How should we contact you?': '¿Cómo prefieres que te contactemos?',
  // spec.md section 3: model centers plus these two
  'Virtual Appointment': 'Cita virtual',
  "I'm not sure": 'No estoy seguro',
  // referral sources
  Billboard: 'Valla publicitaria',
  'Phone Call': 'Llamada telefónica',
  'Direct Mail': 'Correo directo',
  'Internet Advertisment': 'Anuncio en internet',
  'Lakeland Homes Website': 'Sitio web de Lakeland Homes',
  'A Friend or Family Member': 'Un amigo o familiar',
  'A Realtor': 'Un agente de bienes raíces',
  // timeframes
  '30 days': '30 días',
  '60-90 days': '60 a 90 días',
  'More Than 90 days': 'Más de 90 días',
  Immediately: 'De inmediato',
  '1-3 months': '1 a 3 meses',
  '4-6 months': '4 a 6 meses',
  '7+ months': '7 meses o más',
  // desired locations: place names stay, but for "On Your Land"
  'On Your Land': 'En tu terreno',
  // home types
  'Two-Story': 'Dos pisos',
  'Great Room': 'Sala familiar amplia (great room)',
  Lanai: 'Lanai (terraza techada)',
  '1,400 - 1,800 Sq Ft': '1,400 - 1,800 pies cuadrados',
  '1,800 - 2,200 Sq Ft': '1,800 - 2,200 pies cuadrados',
  '2,200 - 2,600 Sq Ft': '2,200 - 2,600 pies cuadrados',
  '2,600 - 3,000 Sq Ft': '2,600 - 3,000 pies cuadrados',
  'Above 3,000 Sq Ft': 'Más de 3,000 pies cuadrados',
  '3 Bed / 2 Bath': '3 habitaciones / 2 baños',
  '3 Bed / 2.5 Bath': '3 habitaciones / 2.5 baños',
  '3 Bed / 3 Bath': '3 habitaciones / 3 baños',
  '4 Bed / 2 Bath': '4 habitaciones / 2 baños',
  '4 Bed / 2.5 Bath': '4 habitaciones / 2.5 baños',
  '4 Bed / 3 Bath': '4 habitaciones / 3 baños',
  '5 Bed / 3 Bath': '5 habitaciones / 3 baños',
  '5 Bed / 4 Bath': '5 habitaciones / 4 baños',
  // education levels
  GED: 'GED (equivalente de secundaria)',
  'High School': 'Secundaria (high school)',
  'Some College': 'Algunos estudios universitarios',
  "Associate's": 'Título técnico (associate)',
  "Bachelor's": 'Licenciatura (bachelor)',
  "Master's": 'Maestría',
  Yes: 'Sí',
  // contact methods
  'Text Message': 'Mensaje de texto',
  // states (spec.md section 3; account forms add the last four)
  'District of Columbia': 'Distrito de Columbia',
  Hawaii: 'Hawái',
  Louisiana: 'Luisiana',
  Michigan: 'Míchigan',
  Mississippi: 'Misisipi',
  Missouri: 'Misuri',
  'New Hampshire': 'Nuevo Hampshire',
  'New Jersey': 'Nueva Jersey',
  'New Mexico': 'Nuevo México',
  'New York': 'Nueva York',
  'North Carolina': 'Carolina del Norte',
  'North Dakota': 'Dakota del Norte',
  Oregon: 'Oregón',
  Pennsylvania: 'Pensilvania',
  'South Carolina': 'Carolina del Sur',
  'South Dakota': 'Dakota del Sur',
  'West Virginia': 'Virginia Occidental',
  Palau: 'Palaos',
  'Virgin Islands': 'Islas Vírgenes',
  // Place names and brands Spanish writes as English (Florida, The Ledger...) are left out: they show as they are.
} satisfies Phrases;
