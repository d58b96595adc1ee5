import { defineCatalog } from './registry';
import { text } from './text';
import en from './dates.en';
import type { Lang } from './language';

/** How each language writes a date; the Spanish is "28 de noviembre de 2026", as Intl writes 'es-US'. */
export const dateText = defineCatalog(en, () => import('./dates.es'));

/** "November 28, 2026" or "28 de noviembre de 2026", in the visitor's time zone. */
export const longDate = (date: Date, lang: Lang): string =>
  text(dateText, lang, 'longDate', {
    month: text(dateText, lang, 'months').split(' ')[date.getMonth()],
    day: date.getDate(),
    year: date.getFullYear(),
  });
