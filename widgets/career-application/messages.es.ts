import type { Translation } from '../../core/i18n';
import type en from './messages.en';

export default {
  futureTitle: 'Postúlate para una vacante futura',
  futureIntro: '¿No hay una vacante para ti? Envíanos tu currículum: lo guardaremos y te llamaremos cuando haya una.',
} satisfies Translation<typeof en>;
