import type { Translation } from '../../core/i18n';
import type en from './messages.en';

/** A floorplan's page words, in Spanish (tú; docs/i18n.md). */
export default {
  loading: 'Cargando el plano…',
  about: 'el {name}',
  elevation: 'Fachada {n} del {name}',
  chooseCommunity: 'Elige una comunidad para ver el precio',
  pricesBy: 'Precios por comunidad',
  hint: 'Al elegir una comunidad se abre su página de planos con el precio de este plano allí.',
  seePrices: 'Ver precios en {community}',
  videoTour: 'Recorrido en video',
  watch: 'Ver el recorrido en video del {name}',
  videoTitle: 'Recorrido en video del {name}',
} satisfies Translation<typeof en>;
