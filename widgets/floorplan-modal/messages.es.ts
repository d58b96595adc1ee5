import type { Translation } from '../../core/i18n';
import type en from './messages.en';

/** The floorplan button's words, in Spanish (tú; docs/i18n.md). */
export default {
  viewNamed: 'Ver el plano {name}',
  view: 'Ver el plano',
  titleNamed: 'El plano {name}',
  title: 'Plano',
} satisfies Translation<typeof en>;
