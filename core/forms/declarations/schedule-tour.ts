import { fields } from './common-fields';
import type { FieldSpec } from '../engine/field-spec';
import { defineForm, type FormDefinition } from '../engine/form-definition';
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

/** A community a tour can be booked in: its id (sent) and name (shown). */
export interface TourCommunity {
  id: number;
  name: string;
}

/** The community choice's words (the Spanish in engine/phrases/schedule-tour.es.ts). */
export const TOUR_COMMUNITY_LABEL = 'Community';
const TOUR_COMMUNITY_PLACEHOLDER = 'Choose a community';

/**
 * The tour form of a plan offered in several communities: the buyer chooses whose model home to
 * see, required, from those communities only, and the choice is sent in selected_communities
 * (spec.md section 3), the list the form is about. One community (or none) needs no choice: the
 * form is the declaration itself and the widget sends that community as it always has.
 */
export function scheduleTourFormIn(communities: readonly TourCommunity[]): FormDefinition {
  if (communities.length < 2) return scheduleTourForm;
  const choice: FieldSpec = {
    kind: 'select',
    name: 'selected_communities',
    label: TOUR_COMMUNITY_LABEL,
    placeholder: TOUR_COMMUNITY_PLACEHOLDER,
    options: communities.map((c) => ({ value: String(c.id), label: c.name })),
    required: true,
  };
  const fields: FieldSpec[] = [...scheduleTourForm.fields];
  fields.splice(
    fields.findIndex((f) => f.name === 'tour_date'),
    0,
    choice,
  );
  return { ...scheduleTourForm, fields };
}
