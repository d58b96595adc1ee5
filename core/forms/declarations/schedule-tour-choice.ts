import type { FieldSpec } from '../engine/field-spec';
import type { FormDefinition } from '../engine/form-definition';
import { scheduleTourForm } from './schedule-tour';

/*
 * The plan page's tour form (its own file: only the detail pages' dialog chunk loads it, so the
 * pages of the other forms, which share schedule-tour.ts, pay nothing for it).
 */
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
