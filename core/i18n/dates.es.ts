import type { Translation } from './catalog';
import type en from './dates.en';

/** es-US's long date (no Intl needed to write it: tests/unit/core/i18n/dates.test.ts compares). */
export default {
  longDate: '{day} de {month} de {year}',
  months: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
} satisfies Translation<typeof en>;
