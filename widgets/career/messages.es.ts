import type { Translation } from '../../core/i18n';
import type en from './messages.en';

export default {
  noPosition: 'Esta página no indica ningún puesto.',
  seeAll: 'Ver todos los puestos disponibles',
  loading: 'Cargando el puesto…',
  back: 'Todos los puestos disponibles',
  department: 'Departamento',
  location: 'Ubicación',
  schedule: 'Jornada',
  posted: 'Publicado',
} satisfies Translation<typeof en>;
