import type { Translation } from '../../core/i18n';
import type en from './messages.en';

/** The saved floorplans' words, in Spanish (tú; docs/i18n.md). */
export default {
  what: 'tus planos guardados',
  count: { one: '{count} plano guardado', other: '{count} planos guardados' },
  list: 'planos guardados',
  empty: 'Todavía no tienes planos guardados. Toca el corazón de cualquier plano para guardarlo aquí.',
  browse: 'Explora nuestros planos',
} satisfies Translation<typeof en>;
