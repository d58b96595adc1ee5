import { fields } from './common-fields';
import { defineForm } from '../engine/form-definition';
import { SCHEDULE_TOUR_DISMISS_MS } from '../engine/lifecycle-timers';
import { definePhrases } from '../../i18n/phrases';

/** The Spanish of what this declaration's form alone shows (docs/i18n.md). */
const phrases = definePhrases(() => import('../engine/phrases/schedule-tour.es'));

/** hb-schedule-tour-form (data-community-id) → /forms/schedule-a-tour. */
export const scheduleTourForm = defineForm({
  phrases,
  type: 'schedule-a-tour',
  path: '/forms/schedule-a-tour',
  template: '/components/schedule-a-tour-form',
  title: 'Schedule a tour',
  intro: 'Pick a day and we will have the model home ready for you.',
  submitLabel: 'Request my tour',
  successMessage: 'Thank you! We will call or email you shortly to confirm your tour.',
  about: { list: 'selected_communities', required: true },
  afterSuccess: { action: 'dismiss', afterMs: SCHEDULE_TOUR_DISMISS_MS },
  fields: [
    fields.firstName(),
    fields.lastName(),
    fields.email(),
    fields.phone(),
    { kind: 'date', name: 'tour_date', label: 'Preferred tour date', window: 'future', required: true, width: 'half' },
    {
      kind: 'select',
      name: 'tour_time',
      label: 'Preferred time of day',
      placeholder: 'Any time',
      options: ['Morning', 'Afternoon', 'Evening'].map((t) => ({ value: t, label: t })),
      width: 'half',
    },
    fields.comments(),
  ],
});
