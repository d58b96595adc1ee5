import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { EventDetail } from './event-detail';

/** An event's details with its registration form. */
export default defineWidget(
  'event',
  {
    /** The event; without it, the event of the page's own address (its event page). */
    eventId: attr.id('3').optional,
  },
  EventDetail,
);
