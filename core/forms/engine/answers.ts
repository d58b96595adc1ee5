import type { FieldSpec, FieldValue, FormValues } from './field-spec';
import { usPhoneDigits } from './field-rules';
import { readAnswer } from './nested-answers';
import { isSelectedList } from './selected-lists';
import { ssnDigits } from './ssn';

/** An id typed as text ('12') travels as the number it is; a location name stays text. */
const listItem = (value: string): number | string => (/^\d{1,9}$/.test(value) ? Number(value) : value);

const formatPhone = (value: string) => {
  const digits = usPhoneDigits(value);
  return digits ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : value;
};

/**
 * The visitor's answers as they are sent: text trimmed (passwords as typed), phones in one format, a tick as 1 or 0
 * (contacted_asap), choices as lists; a field named after a selected_* list sends a list.
 */
export function answersFromValues(fields: readonly FieldSpec[], values: FormValues): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    // Files travel as multipart parts of their own (sendForm), not as answers.
    if (field.kind === 'file') continue;
    if (field.kind === 'checkbox') answers[field.name] = value === true ? 1 : 0;
    // The ids of records made on the server travel as numbers.
    else if (field.kind === 'records') answers[field.name] = Array.isArray(value) ? value.map((v) => Number(v)) : [];
    else if (field.kind === 'password') answers[field.name] = typeof value === 'string' ? value : '';
    else if (field.kind === 'ssn') answers[field.name] = typeof value === 'string' ? ssnDigits(value) : '';
    else if (Array.isArray(value)) answers[field.name] = isSelectedList(field.name) ? value.map(listItem) : [...value];
    else {
      const text = typeof value === 'string' ? value.trim() : '';
      if (isSelectedList(field.name)) answers[field.name] = text ? [listItem(text)] : [];
      else if (field.kind === 'number') answers[field.name] = text === '' ? '' : Number(text);
      else answers[field.name] = field.kind === 'tel' ? formatPhone(text) : text;
    }
  }
  return answers;
}

/** The server's record of a multipart file ({file, bytes}) as the client's {name, size}. */
const asChosenFile = (part: unknown) => {
  const { file, bytes } = (part ?? {}) as { file?: unknown; bytes?: unknown };
  return typeof file === 'string' && typeof bytes === 'number' ? { name: file, size: bytes } : part;
};

/**
 * The other way round, for the server: what arrived, as the values the client validated, so both
 * sides run the same checks. Anything of the wrong type is passed on as it is and fails them.
 */
export function valuesFromAnswers(fields: readonly FieldSpec[], payload: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const raw = readAnswer(payload, field.name);
    let value: unknown = raw;
    if (field.kind === 'file') value = Array.isArray(raw) ? raw.map(asChosenFile) : raw === undefined ? [] : raw;
    else if (field.kind === 'records')
      value = Array.isArray(raw)
        ? raw.map((v) => (typeof v === 'number' ? String(v) : v))
        : raw === undefined
          ? []
          : raw;
    else if (field.kind === 'checkbox')
      value = raw === 1 || raw === '1' ? true : raw === 0 || raw === '0' || raw === undefined ? false : raw;
    else if (isSelectedList(field.name) && Array.isArray(raw))
      value = field.kind === 'checkboxes' ? raw.map(String) : raw.length ? String(raw[raw.length - 1]) : '';
    else if (typeof raw === 'number') value = String(raw);
    else if (raw === undefined || raw === null) value = field.kind === 'checkboxes' ? [] : '';
    values[field.name] = value as FieldValue;
  }
  return values;
}
