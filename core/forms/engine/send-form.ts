import { FORM_FAILURE_MESSAGE } from '../../api/result';
import type { FormResponse } from '../../api/schemas/results';
import { postForm } from '../../api/writes';
import { spamCheckToken } from '../../lead/spam-check';
import type { FormValues } from './field-spec';
import type { FormDefinition } from './form-definition';
import { buildPayload, toFormData } from './payload';
import type { SelectedLists } from './selected-lists';

export interface SendOptions {
  about: SelectedLists;
  idempotencyKey: string;
  /** Stops waiting for the answer (the widget's lifetime, or a shorter timeout). */
  signal?: AbortSignal;
}

/**
 * One submit: the spam-check token is fetched now (tokens live two minutes and verify once),
 * the payload is assembled, and the form is posted once with its idempotency key.
 */
export async function sendForm(definition: FormDefinition, values: FormValues, options: SendOptions): Promise<FormResponse> {
  try {
    return await send(definition, values, options);
  } catch (error) {
    // Nothing may leave a form stuck behind its loader: any surprise is spec.md's failure.
    if (__DEV__) console.warn(`[hb-widgets] ${definition.type}:`, error);
    return { status: 'failure', message: FORM_FAILURE_MESSAGE };
  }
}

async function send(definition: FormDefinition, values: FormValues, { about, idempotencyKey, signal }: SendOptions): Promise<FormResponse> {
  const token = await spamCheckToken(definition.type);
  const payload = buildPayload(definition, values, about, token);
  if (definition.encoding !== 'multipart') return postForm(definition.path, payload, { idempotencyKey, signal });
  const files = Object.fromEntries(definition.fields.filter((f) => f.kind === 'file').map((f) => [f.name, (values[f.name] ?? []) as readonly File[]]));
  return postForm(definition.path, toFormData(payload, files), { idempotencyKey, signal });
}
