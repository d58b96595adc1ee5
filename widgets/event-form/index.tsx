import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { EventForm } from './event-form';

/** The registration form of one event; the page reloads 3 s after success. */
export default defineWidget(
  'event-form',
  {
    /** The event to register for. */
    eventId: attr.id('3').required,
  },
  EventForm,
);
