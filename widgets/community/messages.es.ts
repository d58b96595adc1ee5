import type { Translation } from '../../core/i18n';
import type en from './messages.en';

export default {
  loading: 'Cargando la comunidad…',
  viewSitePlan: 'Ver el plano del sitio',
  overview: 'Resumen',
  floorplans: 'Planos',
  moveInReady: 'Listas para mudarse',
  sitePlan: 'Plano del sitio',
  testimonials: 'Testimonios',
  onThisPage: '{name}: en esta página',
  about: 'Acerca de {name}',
  moveInReadyHomes: 'Casas listas para mudarse',
  viewAndZoom: 'Ver y ampliar el plano del sitio',
  homeownersSay: 'Lo que dicen los propietarios',
  address: 'Dirección',
  phone: 'Teléfono',
  directions: 'Cómo llegar',
  directionsNewTab: ' (abre Google Maps en una pestaña nueva)',
  brochure: 'Descargar el folleto (PDF)',
  opensInNewTab: ', se abre en una pestaña nueva',
  everyFloorplan: 'Ver todos los planos y sus precios',
  sitePlanOf: 'Plano del sitio de {name}: sus calles y lotes numerados',
  sitePlanTitle: 'Plano del sitio de {name}',
  downloadSitePlan: 'Descargar el plano del sitio',
} satisfies Translation<typeof en>;
