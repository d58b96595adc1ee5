import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { EventDetail } from './event-detail';

/**
 * <hb-event>: an event and its registration form. On the event's own page it reads the event from
 * that address (spec.md section 7); elsewhere data-event-id names it.
 */
export default defineWidget('event', { eventId: attr.id('3').optional }, EventDetail);
