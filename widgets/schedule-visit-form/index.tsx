import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { ScheduleVisitForm } from './schedule-visit-form';

/**
 * The schedule-a-visit form: a model center (or a virtual appointment), a date and a time slot of
 * that weekday.
 */
export default defineWidget(
  'schedule-visit-form',
  {
    /** off: no heading above the form, where the page's own heading already names it (the heading's words stay the form's accessible name). */
    heading: attr.enum(['off', 'on'] as const).optional,
  },
  ScheduleVisitForm,
);
