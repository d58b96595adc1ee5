import type { Translation } from '../../core/i18n';
import type en from './messages.en';

export default {
  heading: 'Lo sentimos, no encontramos esa página',
  lead: 'Puede que se haya movido o que la dirección tenga un error. Estos enlaces te llevan de vuelta a nuestras casas.',
  loading: 'Cargando nuestras comunidades…',
  wayBack: 'Encuentra el camino de vuelta',
  region: 'Comunidades en {region}',
  floorplans: 'Nuestros planos',
  contact: 'Contáctanos',
  near: 'Comunidades cerca de {name}',
  newest: 'Nuestras comunidades más nuevas',
} satisfies Translation<typeof en>;
