import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { TwelveDaysForm } from './twelve-days-form';

/**
 * The twelve days of giving entry: a short pre-form, then the entry itself (sent without
 * validation, as spec.md says), or a dialog offering another entry.
 */
export default defineWidget(
  'twelve-days-form',
  {
    /** off: no heading above the form, where the page's own heading already names it (the heading's words stay the form's accessible name). */
    heading: attr.enum(['off', 'on'] as const).optional,
  },
  TwelveDaysForm,
);
