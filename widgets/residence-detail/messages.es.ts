import type { Translation } from '../../core/i18n';
import type en from './messages.en';

/** A residence's page words, in Spanish (tú; docs/i18n.md). */
export default {
  loadingPlan: 'Cargando el plano…',
  loadingApartment: 'Cargando el apartamento…',
  at: '{name} en {community}',
  floorplanAt: 'Un plano en ',
  apartmentAt: 'Un apartamento en ',
  stories: { one: 'Piso', other: 'Pisos' },
  garage: 'Garaje',
  cars: { one: 'Para {count} auto', other: 'Para {count} autos' },
  about: 'el {name}',
  aboutAt: 'el {name} en {community}',
  sheet: 'Hoja de características (PDF)',
  newTab: ', se abre en una pestaña nueva',
  perMonth: '{price} al mes',
  floorplan: 'El plano {name}',
  tour: 'Ver el recorrido en video',
  videoTitle: 'Recorrido en video del {name}',
  others: 'Otros planos en {community}',
  seePlan: 'Ver este plano',
  elevation: 'Fachada {n} del {name}',
  inside: 'Interior de una casa {name}',
} satisfies Translation<typeof en>;
