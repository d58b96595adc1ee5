import { FORM_FAILURE_MESSAGE } from '../../api/result';
import type { FormResponse } from '../../api/schemas/results';
import { postForm } from '../../api/writes';
import { spamCheckToken } from '../../lead/spam-check';
import { answersFromValues } from './answers';
import type { FormValues } from './field-spec';
import type { FormDefinition } from './form-definition';
import { buildPayload, toFormData } from './payload';
import type { SelectedLists } from './selected-lists';

export interface SendOptions {
  about: SelectedLists;
  /** A lead's key, kept across its retries; account posts send none. */
  idempotencyKey?: string;
  /** Stops waiting for the answer (the widget's lifetime, or a shorter timeout). */
  signal?: AbortSignal;
}

/**
 * One submit. A lead fetches its spam-check token now (tokens live two minutes and verify once)
 * and travels in the lead envelope with its idempotency key; an account post is the visitor's
 * answers alone. Either is posted once, in the declared encoding.
 */
export async function sendForm(
  definition: FormDefinition,
  values: FormValues,
  options: SendOptions,
): Promise<FormResponse> {
  try {
    return await send(definition, values, options);
  } catch (error) {
    // Nothing may leave a form stuck behind its loader: any surprise is spec.md's failure.
    // The error only: values (a password) are never logged.
    if (__DEV__) console.warn(`[hb-widgets] ${definition.type}:`, error);
    return { status: 'failure', message: FORM_FAILURE_MESSAGE };
  }
}

async function send(
  definition: FormDefinition,
  values: FormValues,
  { about, idempotencyKey, signal }: SendOptions,
): Promise<FormResponse> {
  const lead = definition.purpose !== 'account';
  const body = lead
    ? buildPayload(definition, values, about, await spamCheckToken(definition.type))
    : answersFromValues(definition.fields, values);
  const options = { idempotencyKey: lead ? idempotencyKey : undefined, signal };
  if (definition.encoding !== 'multipart')
    return postForm(definition.path, body, { ...options, encoding: definition.encoding === 'form' ? 'form' : 'json' });
  const files = Object.fromEntries(
    definition.fields.filter((f) => f.kind === 'file').map((f) => [f.name, (values[f.name] ?? []) as readonly File[]]),
  );
  return postForm(definition.path, toFormData(body, files), options);
}
