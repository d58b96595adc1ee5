import type { Translation } from '../../core/i18n';
import type en from './messages.en';

/** The favorite button's names for an item the API has not named, in Spanish (tú; docs/i18n.md). */
export default {
  community: 'esta comunidad',
  floorplan: 'este plano',
  home: 'esta casa',
  apartment: 'este apartamento',
} satisfies Translation<typeof en>;
