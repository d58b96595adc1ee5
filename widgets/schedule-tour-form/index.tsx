import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { ScheduleTourForm } from './schedule-tour-form';

/** The schedule-a-tour form of one community, which closes 4 s after success. */
export default defineWidget(
  'schedule-tour-form',
  {
    /** The community to tour. */
    communityId: attr.id('12').required,
    /** A 'Schedule a tour' button that opens the form in a dialog (the floorplan page's tour modal). */
    modal: attr.boolean().optional,
    /** off: no heading above the form, where the page's own heading already names it (the heading's words stay the form's accessible name). */
    heading: attr.enum(['off', 'on'] as const).optional,
  },
  ScheduleTourForm,
);
