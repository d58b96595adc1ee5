import { validate } from 'superstruct';
import { valuesFromAnswers } from '../../core/forms/engine/answers';
import { FORM_DECLARATIONS } from '../../core/forms/declarations/registry';
import type { FormResponse } from '../../core/api/schemas/results';
import type { FormDefinition } from '../../core/forms/engine/form-definition';
import { brokenFormRule } from '../../core/forms/engine/form-rules';
import { LeadEnvelope } from '../../core/forms/engine/lead-envelope';
import {
  communityOptions,
  modelCenterOptions,
  salesSpecialistOptions,
} from '../../core/forms/engine/options/option-source';
import type { SelectedListName } from '../../core/forms/engine/selected-lists';
import { type FieldError, validateForm, type ValidationContext } from '../../core/forms/engine/validate-form';
import type { Seed } from '../data';

/** The records a form can be about, by the list their ids travel in. */
const knownIds = (seed: Seed): Partial<Record<SelectedListName, Set<number>>> => ({
  selected_communities: new Set(seed.communities.map((c) => c.id)),
  selected_homes: new Set(seed.homes.map((h) => h.id)),
  selected_events: new Set(seed.events.map((e) => e.id)),
  selected_plans: new Set(seed.plans.map((p) => p.id)),
  selected_residences: new Set(seed.residences.map((r) => r.id)),
  selected_careers: new Set(seed.careers.map((c) => c.id)),
});

export type FormCheck = { ok: true; definition?: FormDefinition } | { ok: false; errors: FieldError[] };

/**
 * Checks a post the way the client did: the lead envelope of spec.md section 3, the record the
 * form is about, and the form's own fields against the very declaration the client rendered.
 * A path without a declaration yet (forms of later issues) gets the envelope check only.
 */
export function checkFormPost(path: string, body: Record<string, unknown>, seed: Seed, today = new Date()): FormCheck {
  const [envelopeError] = validate(body, LeadEnvelope);
  if (envelopeError)
    return {
      ok: false,
      errors: envelopeError.failures().map((f) => ({ name: f.path.join('.') || 'body', message: f.message })),
    };

  const forPath = FORM_DECLARATIONS.filter((d) => d.path === path);
  const definition = forPath.find((d) => d.type === body.type);
  if (forPath.length && !definition)
    return {
      ok: false,
      errors: [{ name: 'type', message: `type must be one of ${forPath.map((d) => d.type).join(', ')}` }],
    };
  if (!definition) return { ok: true };

  const errors: FieldError[] = [];
  if (definition.about) {
    const ids = body[definition.about.list] as unknown[];
    const known = knownIds(seed)[definition.about.list];
    if (definition.about.required && ids.length === 0)
      errors.push({ name: definition.about.list, message: 'names no record' });
    if (known && ids.some((id) => typeof id !== 'number' || !known.has(id)))
      errors.push({ name: definition.about.list, message: 'names an unknown record' });
  }
  // Issue 34: a lot named in selected_lots is a lot of the community the form is about.
  if (Array.isArray(body.selected_lots)) {
    const communities = (body.selected_communities as unknown[]) ?? [];
    const lots = new Set(communities.flatMap((id) => (seed.lots[id as number] ?? []).map((lot) => lot.id)));
    if (body.selected_lots.some((id) => !lots.has(id as number)))
      errors.push({ name: 'selected_lots', message: 'names a lot not in the community' });
  }
  const options = {
    'model-centers': modelCenterOptions(seed.modelCenters),
    'sales-specialists': salesSpecialistOptions(seed.salesSpecialists),
    communities: communityOptions(seed.communities),
  };
  // spec.md section 5: a form declared without validation (the twelve-days main form) is taken as it is.
  if (definition.validation !== 'off')
    errors.push(...validateForm(definition.fields, valuesFromAnswers(definition.fields, body), { today, options }));
  return errors.length ? { ok: false, errors } : { ok: true, definition };
}

export type AccountCheck =
  | { ok: true; values: Record<string, string> }
  | { ok: false; answer: FormResponse & { errors?: FieldError[] } };

/**
 * Checks an account post (form-encoded text) the way the client did: each field against the
 * declaration the client rendered, then the form's own rules (spec.md section 5's new passwords).
 * The answer is the first problem's message, with every field at fault; only declared fields are
 * taken, so nothing undeclared reaches an account. `context` adds what only the server knows
 * (its list of common passwords).
 */
export function checkAccountPost(
  definition: FormDefinition,
  posted: Record<string, string>,
  context: ValidationContext = {},
): AccountCheck {
  const values = valuesFromAnswers(definition.fields, posted);
  const errors = validateForm(definition.fields, values, context);
  if (errors.length) return { ok: false, answer: { status: 'failure', message: errors[0].message, errors } };
  const broken = brokenFormRule(definition.rules, values);
  if (broken) return { ok: false, answer: broken };
  return { ok: true, values: Object.fromEntries(definition.fields.map((f) => [f.name, String(values[f.name] ?? '')])) };
}
