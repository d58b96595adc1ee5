import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { EventForm } from './event-form';

/** <hb-event-form data-event-id="3">: registration for one event → /forms/event; the page reloads 3 s after success. */
export default defineWidget('event-form', { eventId: attr.id('3').required }, EventForm);
