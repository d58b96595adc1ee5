import type { Phrases } from '../../core/i18n';

/**
 * The site's pages and their groups (core/communities SITE_SECTIONS) in Spanish, keyed by their
 * English: the site map shows them in the widget's language (docs/i18n.md, phrasebooks).
 */
export default {
  Homes: 'Casas',
  'All communities': 'Todas las comunidades',
  'Our floorplans': 'Nuestros planos',
  'Move-in-ready homes': 'Casas listas para mudarte',
  'Build on your land': 'Construye en tu terreno',
  'New home gallery': 'Galería de casas nuevas',
  Buying: 'Comprar',
  'The buying process': 'El proceso de compra',
  'Home financing': 'Financiamiento de vivienda',
  'Buying application': 'Solicitud de compra',
  'Full interest list': 'Lista de interesados',
  'For realtors': 'Para agentes de bienes raíces',
  'Referral program': 'Programa de referidos',
  'About us': 'Quiénes somos',
  'Our team': 'Nuestro equipo',
  'A neighbor you can trust': 'Un vecino de confianza',
  'Our building process': 'Nuestro proceso de construcción',
  Awards: 'Premios',
  'Homeowner stories': 'Historias de propietarios',
  Testimonials: 'Testimonios',
  'Local commitment': 'Compromiso local',
  Careers: 'Empleos',
  Homeowners: 'Propietarios',
  'Homeowner care videos': 'Videos de atención al propietario',
  'Service request': 'Solicitud de servicio',
  'New home warranty': 'Garantía de casa nueva',
  'Contact us': 'Contáctanos',
  'Site map': 'Mapa del sitio',
  'My favorites': 'Mis favoritos',
  'Saved floorplans': 'Planos guardados',
  'Saved homes': 'Casas guardadas',
  'Recently viewed': 'Vistos recientemente',
  'Sign in': 'Iniciar sesión',
  'Create an account': 'Crear una cuenta',
} satisfies Phrases;
