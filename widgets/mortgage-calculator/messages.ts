import { defineCatalog, definePhrases } from '../../core/i18n';
import en from './messages.en';

/** The calculator's words (docs/i18n.md). */
export const calculatorText = defineCatalog(en, () => import('./messages.es'));
/** The Spanish of the input messages core/rules/mortgage writes in English. */
export const inputPhrases = definePhrases(() => import('./input-phrases.es'));
