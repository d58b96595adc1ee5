import type { FieldSpec, FieldValue, FormValues } from './field-spec';

/**
 * A draft of what a visitor typed, kept in sessionStorage so a reload (or a crash of the tab's
 * page) does not lose a half-written lead; cleared when the form succeeds. It also keeps the
 * lead's idempotency key, so a resubmit after a reload cannot double a lead the server took.
 */
export interface Draft {
  values: FormValues;
  idempotencyKey?: string;
}

const PREFIX = 'hb:form-draft:';

/** One draft per form type, page and record: two different forms never share one. */
export function draftKey(type: string, scope = ''): string {
  return `${PREFIX}${type}:${location.pathname}${scope ? `#${scope}` : ''}`;
}

/** Passwords, social security numbers and files never go into storage, whatever the declaration says. */
const keepsDraft = (field: FieldSpec) =>
  !field.noDraft && field.kind !== 'password' && field.kind !== 'ssn' && field.kind !== 'file';

const isFieldValue = (field: FieldSpec, value: unknown): value is FieldValue =>
  field.kind === 'checkboxes' || field.kind === 'records'
    ? Array.isArray(value) && value.every((v) => typeof v === 'string')
    : field.kind === 'checkbox'
      ? typeof value === 'boolean'
      : typeof value === 'string';

/** The stored draft, reduced to fields the form declares (and allows in a draft), with their types. */
export function loadDraft(key: string, fields: readonly FieldSpec[]): Draft | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return undefined;
    const { values, idempotencyKey } = parsed as { values?: Record<string, unknown>; idempotencyKey?: unknown };
    const restored: FormValues = {};
    for (const field of fields)
      if (keepsDraft(field) && values && isFieldValue(field, values[field.name]))
        restored[field.name] = values[field.name] as FieldValue;
    return { values: restored, idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined };
  } catch {
    return undefined;
  }
}

export function saveDraft(key: string, fields: readonly FieldSpec[], draft: Draft): void {
  const values: FormValues = {};
  for (const field of fields)
    if (keepsDraft(field) && draft.values[field.name] !== undefined) values[field.name] = draft.values[field.name];
  try {
    sessionStorage.setItem(key, JSON.stringify({ values, idempotencyKey: draft.idempotencyKey }));
  } catch {
    // Storage full or off: the form still works, only the draft is not kept.
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Storage off: nothing was kept.
  }
}
