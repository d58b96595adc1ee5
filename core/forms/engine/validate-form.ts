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
import { COMMON_PASSWORD_MESSAGE, hasSiteName, isCommonPassword, SITE_NAME_PASSWORD_MESSAGE } from './password-rules';
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
}

const isBlank = (value: FieldValue | undefined) =>
  value === undefined ||
  value === false ||
  (typeof value === 'string' ? value.trim() === '' : Array.isArray(value) && value.length === 0);

function dateMessage(field: DateField, today: Date | undefined): string {
  const { min, max } = dateFieldBounds(field, today);
  if (min && max) return `Choose a date from ${formatDate(min)} to ${formatDate(max)}.`;
  return max ? `Choose a date on or before ${formatDate(max)}.` : 'Choose a real date.';
}

const offers = (options: readonly Option[], value: string) => options.some((o) => o.value === value);

/** A field named in a message: a question label is quoted, so "How can we help?" reads well. */
const asked = (label: string) => label.trim().endsWith('?');
const requiredMessage = (label: string) => (asked(label) ? `Please answer “${label}”` : `${label} is required.`);
const notListed = (label: string) => `Choose one of the listed options for ${asked(label) ? `“${label}”` : label}.`;

/** The problem with one field's value, or undefined when it is fine. */
export function validateField(
  field: FieldSpec,
  value: FieldValue | undefined,
  values: FormValues,
  context: ValidationContext = {},
): string | undefined {
  // A password is taken as typed: spaces count.
  if (field.kind === 'password' ? !value : isBlank(value))
    return field.required ? (field.kind === 'records' ? field.emptyMessage : requiredMessage(field.label)) : undefined;
  if (field.kind === 'password') {
    if (typeof value !== 'string') return `${field.label} is not valid.`;
    // Refused, never cut: a password cut at the limit would sign in with anything after it.
    if (value.length > PASSWORD_MAX_LENGTH) return `${field.label} must be ${PASSWORD_MAX_LENGTH} characters or fewer.`;
    if (field.purpose !== 'new') return undefined;
    if (value.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
    if (hasSiteName(value)) return SITE_NAME_PASSWORD_MESSAGE;
    return isCommonPassword(value, context.commonPasswords) ? COMMON_PASSWORD_MESSAGE : undefined;
  }
  if (field.kind === 'checkbox') return typeof value === 'boolean' ? undefined : `${field.label} is not valid.`;
  if (field.kind === 'file') {
    if (
      !Array.isArray(value) ||
      !(value as readonly unknown[]).every((f) => typeof (f as ChosenFile | null)?.size === 'number')
    )
      return `${field.label} is not valid.`;
    if (value.length > field.maxFiles) return field.tooManyMessage;
    return (value as readonly unknown[] as readonly ChosenFile[]).some((f) => f.size > field.maxBytes)
      ? field.tooLargeMessage
      : undefined;
  }
  if (field.kind === 'records') {
    if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && /^\d{1,9}$/.test(v)))
      return `${field.label} is not valid.`;
    return value.length > field.maxItems ? `Add at most ${field.maxItems} ${field.label.toLowerCase()}.` : undefined;
  }
  if (field.kind === 'checkboxes') {
    if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && offers(field.options, v)))
      return notListed(field.label);
    return undefined;
  }
  if (typeof value !== 'string') return `${field.label} is not valid.`;
  const text = value.trim();
  switch (field.kind) {
    case 'text':
      if (field.minLength && text.length < field.minLength)
        return `${field.label} must be at least ${field.minLength} characters.`;
      if (text.length > field.maxLength) return `${field.label} must be ${field.maxLength} characters or fewer.`;
      if (field.format === 'name' && !isPersonName(text))
        return `${field.label} can only contain letters, spaces, hyphens, apostrophes and periods.`;
      return undefined;
    case 'textarea':
      return text.length > field.maxLength
        ? `${field.label} must be ${field.maxLength} characters or fewer.`
        : undefined;
    case 'email':
      return isEmail(text) ? undefined : 'Enter an email address like name@example.com.';
    case 'tel':
      return isUsPhone(text) ? undefined : 'Enter a 10-digit US phone number, like (863) 555-0123.';
    case 'zip':
      return isZip(text) ? undefined : 'Enter a 5-digit ZIP code, like 33801.';
    case 'number':
      return isWholeNumberBetween(text, field.min, field.max)
        ? undefined
        : `${field.label} must be a whole number from ${field.min} to ${field.max}.`;
    case 'select': {
      const options = typeof field.options === 'string' ? context.options?.[field.options] : field.options;
      return !options || offers(options, text) ? undefined : notListed(field.label);
    }
    case 'radios':
      return offers(field.options, text) ? undefined : notListed(field.label);
    case 'date':
      if (!parseIsoDate(text)) return 'Enter a real date.';
      return isDateInField(field, text, context.today) ? undefined : dateMessage(field, context.today);
    case 'ssn':
      return /^\d{3}-?\d{2}-?\d{4}$/.test(text)
        ? undefined
        : `Enter the ${SSN_LENGTH} digits of the social security number.`;
    case 'time-slot': {
      const date = values[field.dateField];
      return typeof date === 'string' && offers(visitTimeSlots(date), text)
        ? undefined
        : 'Choose one of the times offered on the chosen day.';
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
