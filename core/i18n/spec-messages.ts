import type { Lang } from './language';
import { definePhrases, phrase } from './phrases';

/**
 * spec.md's messages in Spanish, shared by the forms engine and every read's failure. The English
 * stays where the engine sends it, so an English page carries no second copy.
 */
export const specPhrases = definePhrases(() => import('./spec-messages.es'));

/** One of spec.md's messages that arrives as data (a form's result, a read's default failure) in the language; any other text as it came. */
export const specMessage = (message: string, lang: Lang): string => phrase(specPhrases, lang, message);
