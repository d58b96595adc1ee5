import { MONTHS } from '../platform/en-us';

/** How English writes a long date, with core/platform/en-us.ts's month names (space-separated, January first). */
export default {
  longDate: '{month} {day}, {year}',
  months: MONTHS.join(' '),
};
