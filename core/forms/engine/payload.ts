import { leadFields } from '../../lead/lead-fields';
import { answersFromValues } from './answers';
import type { FormValues } from './field-spec';
import type { FormDefinition } from './form-definition';
import { nestAnswers } from './nested-answers';
import { isSelectedList, SELECTED_LISTS, type SelectedLists } from './selected-lists';

/**
 * The whole body of a submit (spec.md section 3): lead fields (origin, type, guid, spam-check
 * token, UTM/referrer/landing page), the seven selected_* lists, contacted_asap, contacted,
 * referral and exit_form (and selected_lots when the form is about a lot), then the visitor's answers. `about` holds what the widget's
 * attributes say the form is about (a community id, a home id, an event id). Dotted field names
 * travel inside their object (nested-answers.ts).
 */
export function buildPayload(
  definition: FormDefinition,
  values: FormValues,
  about: SelectedLists,
  spamToken: string,
): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    ...leadFields(definition.type, spamToken),
    ...Object.fromEntries(SELECTED_LISTS.map((list) => [list, [...(about[list] ?? [])]])),
    ...(about.selected_lots && { selected_lots: [...about.selected_lots] }),
    contacted_asap: 0,
    contacted: '',
    referral: '',
    exit_form: definition.exitForm ? 1 : 0,
  };
  for (const [key, answer] of Object.entries(answersFromValues(definition.fields, values))) {
    payload[key] = isSelectedList(key) ? [...(payload[key] as unknown[]), ...(answer as unknown[])] : answer;
  }
  // spec.md section 3: the realtor referral's realtor object carries the lead's origin and type too.
  for (const object of definition.envelopeAlsoIn ?? [])
    for (const key of ['origin', 'type']) payload[`${object}.${key}`] = payload[key];
  return nestAnswers(payload);
}

/** The same body as multipart (spec.md: the applicant form): lists as repeated `key[]` parts. */
export function toFormData(payload: Record<string, unknown>, files: Record<string, readonly File[]> = {}): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (Array.isArray(value)) for (const item of value) data.append(`${key}[]`, String(item));
    else data.append(key, value == null ? '' : String(value));
  }
  for (const [key, list] of Object.entries(files)) for (const file of list) data.append(`${key}[]`, file, file.name);
  return data;
}
