import type { Translation } from '../i18n';
import type en from './messages.en';

/** The comparison's words: the toggle, the tray and their announcements, in Spanish (tú; docs/i18n.md). */
export default {
  home: 'Casa {id}',
  floorplan: 'Plano {id}',
  limit: 'Puedes comparar hasta {limit} casas o planos. Quita uno de tu comparación para agregar {name}.',
  added: '{name} se agregó a tu comparación ({count} de {limit}).',
  removed: '{name} se quitó de tu comparación ({count} de {limit}).',
  empty: 'Tu comparación está vacía.',
  compare: 'Comparar',
  seeComparison: 'Ver tu comparación',
  yours: 'Tu comparación',
  countOf: '{count} de {limit}',
  remove: 'Quitar {name} de la comparación',
  compareN: 'Comparar ({count})',
} satisfies Translation<typeof en>;
