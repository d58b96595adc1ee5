import type { Translation } from '../../core/i18n';
import type en from './messages.en';

export default {
  promise: 'Estrena casa con solo $25 de pago inicial',
  promiseMore: ', con hasta $25K en opciones.',
  explore: 'Explora',
  communitiesLink: 'Encuentra tu comunidad',
  floorplansLink: 'Explora los planos',
  moveInReadyLink: 'Casas listas para mudarte',
  buyingLink: 'Cómo comprar',
  aboutLink: 'Quiénes somos',
  careersLink: 'Empleos',
  careLink: 'Atención al propietario',
  contactLink: 'Contacto',
  siteMapLink: 'Mapa del sitio',
  follow: 'Síguenos',
  newTab: ' (se abre en una pestaña nueva)',
  communities: 'Nuestras comunidades',
  call: 'Llama a una casa modelo',
  failed: 'Algunas de nuestras comunidades y casas modelo no se pueden mostrar en este momento:',
  seeAll: 've todas nuestras comunidades',
  or: 'o',
  contact: 'contáctanos',
} satisfies Translation<typeof en>;
