import { fields } from './common-fields';
import { defineForm } from '../engine/form-definition';
import { definePhrases } from '../../i18n/phrases';

/** The Spanish of what this declaration's form alone shows (docs/i18n.md). */
const phrases = definePhrases(() => import('../engine/phrases/schedule-visit.es'));

/** hb-schedule-visit-form → /forms/schedule-a-visit, with spec.md section 9's weekday time slots. */
export const scheduleVisitForm = defineForm({
  phrases,
  type: 'schedule-a-visit',
  path: '/forms/schedule-a-visit',
  title: 'Schedule a visit',
  intro: 'Meet a new home specialist at a model center, or online.',
  submitLabel: 'Schedule my visit',
  successMessage: 'Thank you! We look forward to meeting you and will confirm your visit shortly.',
  fields: [
    fields.firstName(),
    fields.lastName(),
    fields.email(),
    fields.phone(),
    {
      kind: 'select',
      name: 'model_center',
      label: 'Where would you like to meet?',
      placeholder: 'Choose a model center',
      options: 'model-centers',
      required: true,
    },
    { kind: 'date', name: 'visit_date', label: 'Visit date', window: 'future', required: true, width: 'half' },
    {
      kind: 'time-slot',
      name: 'visit_time',
      label: 'Visit time',
      dateField: 'visit_date',
      placeholder: 'Choose a time',
      required: true,
      width: 'half',
    },
    fields.comments(),
  ],
});
