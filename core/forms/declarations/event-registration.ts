import { fields } from './common-fields';
import { defineForm } from '../engine/form-definition';
import { EVENT_RELOAD_MS } from '../engine/lifecycle-timers';
import { definePhrases } from '../../i18n/phrases';

/** The Spanish of what this declaration's form alone shows (docs/i18n.md). */
const phrases = definePhrases(() => import('../engine/phrases/event-registration.es'));

/** Event guests a registration may bring, the visitor included. */
export const EVENT_MAX_GUESTS = 10;

/** hb-event-form (and hb-event's form) → /forms/event; the page reloads 3 s after success. */
export const eventRegistrationForm = defineForm({
  phrases,
  type: 'event',
  path: '/forms/event',
  template: '/events/partials/event-form',
  title: 'Register for this event',
  submitLabel: 'Register',
  successMessage: 'You are registered! We look forward to seeing you.',
  about: { list: 'selected_events', required: true },
  afterSuccess: { action: 'reload', afterMs: EVENT_RELOAD_MS },
  fields: [
    fields.firstName(),
    fields.lastName(),
    fields.email(),
    fields.phone({ required: false }),
    {
      kind: 'number',
      name: 'guests',
      label: 'Number of guests, you included',
      min: 1,
      max: EVENT_MAX_GUESTS,
      required: true,
      defaultValue: '1',
      width: 'half',
    },
    fields.comments({ label: 'Anything we should know?' }),
  ],
});
