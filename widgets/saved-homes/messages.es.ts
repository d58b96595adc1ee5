import type { Translation } from '../../core/i18n';
import type en from './messages.en';

/** The saved homes' words, in Spanish (tú; docs/i18n.md). */
export default {
  what: 'tus casas guardadas',
  count: { one: '{count} casa o comunidad guardada', other: '{count} casas y comunidades guardadas' },
  list: 'casas y comunidades guardadas',
  empty:
    'Todavía no tienes casas guardadas. Toca el corazón de una casa lista para mudarte o de una comunidad para guardarla aquí.',
  browse: 'Explora nuestras comunidades',
} satisfies Translation<typeof en>;
