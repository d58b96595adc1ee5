import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { EventForm } from './event-form';

/** The registration form of one event; the page reloads 3 s after success. */
export default defineWidget(
  'event-form',
  {
    /** The event to register for. */
    eventId: attr.id('3').required,
    /** off: no heading above the form, where the page's own heading already names it (the heading's words stay the form's accessible name). */
    heading: attr.enum(['off', 'on'] as const).optional,
  },
  EventForm,
);
