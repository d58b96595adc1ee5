import { text as wordsOf, type Values } from '../../i18n/text';
import type { Lang } from '../../i18n/language';
import { dateFieldBounds, formatDate, isDateInField, parseIsoDate } from './date-rules';
import type { ChosenFile, DateField, FieldSpec, FieldValue, FormValues, Option } from './field-spec';
import {
  isEmail,
  isPersonName,
  isUsPhone,
  isWholeNumberBetween,
  isZip,
  MIN_PASSWORD_LENGTH,
  PASSWORD_MAX_LENGTH,
} from './field-rules';
import type { OptionSourceName } from './options/option-source';
import { hasSiteName, isCommonPassword, SITE_NAME } from './password-rules';
import { formText } from './form-text';
import type en from './messages.en';
import { visitTimeSlots } from './options/visit-time-slots';
import { SSN_LENGTH } from './ssn';

/** One field's problem, in the order the fields are declared (the first is focused). */
export interface FieldError {
  name: string;
  message: string;
}

export interface ValidationContext {
  /** The day the date windows count from; the demo server passes its own. */
  today?: Date;
  /** Lists loaded from content; a source not given is checked for presence only. */
  options?: Partial<Record<OptionSourceName, readonly Option[]>>;
  /** Passwords too common to choose, normalized (password-rules.ts): the demo server's list. */
  commonPasswords?: ReadonlySet<string>;
  /** The language of the messages (the fields' labels are already in it); English by default. */
  lang?: Lang;
}

const isBlank = (value: FieldValue | undefined) =>
  value === undefined ||
  value === false ||
  (typeof value === 'string' ? value.trim() === '' : Array.isArray(value) && value.length === 0);

/** What a date field says of its window ("Choose a date from … to …."); empty for a window without an end. */
export function dateWindowText(field: DateField, lang: Lang, today?: Date, whenOpen = ''): string {
  const { min, max } = dateFieldBounds(field, today);
  const say = (key: keyof typeof en, values: Values) => wordsOf(formText, lang, key, values);
  if (min && max) return say('dateBetween', { from: formatDate(min, lang), to: formatDate(max, lang) });
  return max ? say('dateBefore', { to: formatDate(max, lang) }) : whenOpen;
}

const offers = (options: readonly Option[], value: string) => options.some((o) => o.value === value);

/** A field named in a message: a question label is quoted, so "How can we help?" reads well. */
const asked = (label: string) => label.trim().endsWith('?');

/** The problem with one field's value, or undefined when it is fine. */
export function validateField(
  field: FieldSpec,
  value: FieldValue | undefined,
  values: FormValues,
  context: ValidationContext = {},
): string | undefined {
  const lang = context.lang ?? 'en';
  const say = (key: keyof typeof en, values?: Values) =>
    wordsOf(formText, lang, key, { label: field.label, ...values });
  const requiredMessage = () => say(asked(field.label) ? 'requiredQuestion' : 'required');
  const notListed = () => say(asked(field.label) ? 'notListedQuestion' : 'notListed');
  const notValid = () => say('notValid');
  // A password is taken as typed: spaces count.
  if (field.kind === 'password' ? !value : isBlank(value))
    return field.required ? (field.kind === 'records' ? field.emptyMessage : requiredMessage()) : undefined;
  if (field.kind === 'password') {
    if (typeof value !== 'string') return notValid();
    // Refused, never cut: a password cut at the limit would sign in with anything after it.
    if (value.length > PASSWORD_MAX_LENGTH) return say('tooLong', { max: PASSWORD_MAX_LENGTH });
    if (field.purpose !== 'new') return undefined;
    if (value.length < MIN_PASSWORD_LENGTH) return say('passwordLength', { min: MIN_PASSWORD_LENGTH });
    if (hasSiteName(value)) return say('passwordSiteName', { name: SITE_NAME });
    return isCommonPassword(value, context.commonPasswords) ? say('passwordCommon') : undefined;
  }
  if (field.kind === 'checkbox') return typeof value === 'boolean' ? undefined : notValid();
  if (field.kind === 'file') {
    if (
      !Array.isArray(value) ||
      !(value as readonly unknown[]).every((f) => typeof (f as ChosenFile | null)?.size === 'number')
    )
      return notValid();
    if (value.length > field.maxFiles) return field.tooManyMessage;
    return (value as readonly unknown[] as readonly ChosenFile[]).some((f) => f.size > field.maxBytes)
      ? field.tooLargeMessage
      : undefined;
  }
  if (field.kind === 'records') {
    if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && /^\d{1,9}$/.test(v))) return notValid();
    return value.length > field.maxItems
      ? say('tooManyRecords', { max: field.maxItems, label: field.label.toLowerCase() })
      : undefined;
  }
  if (field.kind === 'checkboxes') {
    if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && offers(field.options, v)))
      return notListed();
    return undefined;
  }
  if (typeof value !== 'string') return notValid();
  const text = value.trim();
  switch (field.kind) {
    case 'text':
      if (field.minLength && text.length < field.minLength) return say('tooShort', { min: field.minLength });
      if (text.length > field.maxLength) return say('tooLong', { max: field.maxLength });
      if (field.format === 'name' && !isPersonName(text)) return say('personName');
      return undefined;
    case 'textarea':
      return text.length > field.maxLength ? say('tooLong', { max: field.maxLength }) : undefined;
    case 'email':
      return isEmail(text) ? undefined : say('email');
    case 'tel':
      return isUsPhone(text) ? undefined : say('phone');
    case 'zip':
      return isZip(text) ? undefined : say('zip');
    case 'number':
      return isWholeNumberBetween(text, field.min, field.max)
        ? undefined
        : say('wholeNumber', { min: field.min, max: field.max });
    case 'select': {
      const options = typeof field.options === 'string' ? context.options?.[field.options] : field.options;
      return !options || offers(options, text) ? undefined : notListed();
    }
    case 'radios':
      return offers(field.options, text) ? undefined : notListed();
    case 'date':
      if (!parseIsoDate(text)) return say('realDate');
      return isDateInField(field, text, context.today)
        ? undefined
        : dateWindowText(field, lang, context.today, say('dateAny'));
    case 'ssn':
      return /^\d{3}-?\d{2}-?\d{4}$/.test(text) ? undefined : say('ssn', { length: SSN_LENGTH });
    case 'time-slot': {
      const date = values[field.dateField];
      return typeof date === 'string' && offers(visitTimeSlots(date), text) ? undefined : say('timeSlot');
    }
  }
}

/** Every problem of a form, in field order; an empty list means the form may be sent. */
export function validateForm(
  fields: readonly FieldSpec[],
  values: FormValues,
  context: ValidationContext = {},
): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of fields) {
    const message = validateField(field, values[field.name], values, context);
    if (message) errors.push({ name: field.name, message });
  }
  return errors;
}
