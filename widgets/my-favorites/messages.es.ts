import type { Translation } from '../../core/i18n';
import type en from './messages.en';

/** The my-favorites landing's words, in Spanish (tú; docs/i18n.md). */
export default {
  what: 'tus favoritos',
  savedFloorplans: 'Planos guardados',
  savedHomes: 'Casas y comunidades guardadas',
  recentlyViewed: 'Vistos recientemente',
  canSave: 'Lo que puedes guardar',
  example: 'Ejemplo de {kind}',
  floorplan: 'plano',
  planName: 'Un plano de tres habitaciones',
  home: 'casa lista para mudarte',
  homeName: 'Una casa lista esta temporada',
  community: 'comunidad',
  communityName: 'Una comunidad que te guste',
  pool: 'Piscina',
  trails: 'Senderos',
  schools: 'Cerca de escuelas',
} satisfies Translation<typeof en>;
