import type { DateWindow } from './date-rules';
import type { Option } from './options/option';
import type { OptionSourceName } from './options/option-source';

export type { Option };

/** A chosen file: a browser File, or what the server records of one. */
export interface ChosenFile {
  readonly name: string;
  readonly size: number;
}

/** What a visitor has typed or chosen, by field name: text, a list of choices, a tick, or files. */
export type FieldValue = string | string[] | boolean | readonly ChosenFile[];
export type FormValues = Record<string, FieldValue>;

interface FieldBase {
  /** The key the answer is sent under (spec.md section 3 names where it names one). */
  name: string;
  label: string;
  required?: boolean;
  /** A short help text under the label, tied to the control with aria-describedby. */
  hint?: string;
  /** The HTML autocomplete token for personal fields (given-name, email, tel, postal-code, ...). */
  autocomplete?: string;
  /** Kept out of the sessionStorage draft (social security numbers and files never are). */
  noDraft?: boolean;
  /** Half-width fields sit two to a row on wide screens. */
  width?: 'half' | 'full';
  /** What the field holds before the visitor touches it (spec.md: ever_met_a_sales_person 'Yes'). */
  defaultValue?: FieldValue;
}

/** Free text; `format: 'name'` allows letters, spaces, apostrophes, hyphens and periods only. */
export interface TextField extends FieldBase {
  kind: 'text';
  maxLength: number;
  minLength?: number;
  format?: 'name';
}
export interface TextareaField extends FieldBase {
  kind: 'textarea';
  maxLength: number;
}
export interface EmailField extends FieldBase {
  kind: 'email';
}
/** A US phone number: 10 digits, optionally with a leading 1 and any punctuation. */
export interface PhoneField extends FieldBase {
  kind: 'tel';
}
/** A US ZIP code: 12345 or 12345-6789. */
export interface ZipField extends FieldBase {
  kind: 'zip';
}
export interface NumberField extends FieldBase {
  kind: 'number';
  min: number;
  max: number;
}
/** A select: a fixed list, or a list loaded from content (model centers, communities). */
export interface SelectField extends FieldBase {
  kind: 'select';
  options: readonly Option[] | OptionSourceName;
  /** The empty first option, e.g. 'State' (spec.md section 5). */
  placeholder: string;
}
export interface RadiosField extends FieldBase {
  kind: 'radios';
  options: readonly Option[];
}
/** Several choices at once; the answer is the list of chosen values. */
export interface CheckboxesField extends FieldBase {
  kind: 'checkboxes';
  options: readonly Option[];
}
/** One tick box; sent as 1 or 0 (contacted_asap). */
export interface CheckboxField extends FieldBase {
  kind: 'checkbox';
}
/** A date picker limited by one of spec.md section 5's windows. */
export interface DateField extends FieldBase {
  kind: 'date';
  window: DateWindow;
  /** spec.md section 5's date helper: dates older than this many years back are refused (DATE_HELPER_YEARS_BACK). */
  yearsBack?: number;
}
/** The hourly visit slots of the weekday chosen in `dateField` (spec.md section 9). */
export interface TimeSlotField extends FieldBase {
  kind: 'time-slot';
  dateField: string;
  placeholder: string;
}

/**
 * A password, sent exactly as typed and never kept in a draft. A new one ('new') needs
 * MIN_PASSWORD_LENGTH characters; the purpose also tells password managers what to offer
 * (autocomplete current-password or new-password), so a declaration cannot say otherwise.
 */
export interface PasswordField extends Omit<FieldBase, 'autocomplete'> {
  kind: 'password';
  purpose: 'current' | 'new';
}

/** spec.md section 5: digits only, at most 9, shown in 3-2-4 groups; never kept in a draft. */
export interface SsnField extends FieldBase {
  kind: 'ssn';
}
/**
 * Files sent as multipart parts, never kept in a draft. spec.md: the career applicant sends at
 * most three files of 3,072,000 bytes each, with its own messages for too many and too large.
 */
export interface FileField extends FieldBase {
  kind: 'file';
  accept?: string;
  maxFiles: number;
  maxBytes: number;
  tooManyMessage: string;
  tooLargeMessage: string;
}

/**
 * Records the visitor builds inside the form, each saved on the server as it is made (a service
 * request's warranty issues, with their pictures); the answer is the list of their ids. The
 * widget draws the editor (Form's `editors`, by field name); the engine checks and sends the ids.
 */
export interface RecordsField extends FieldBase {
  kind: 'records';
  maxItems: number;
  /** What a required list with nothing in it says ('Add at least one issue.'). */
  emptyMessage: string;
}

export type FieldSpec =
  | TextField
  | TextareaField
  | EmailField
  | PhoneField
  | ZipField
  | NumberField
  | SelectField
  | RadiosField
  | CheckboxesField
  | CheckboxField
  | DateField
  | TimeSlotField
  | PasswordField
  | SsnField
  | FileField
  | RecordsField;

export type FieldKind = FieldSpec['kind'];

/** The value of a field before the visitor touches it: its default, else empty. */
export function initialValue(field: FieldSpec): FieldValue {
  if (field.defaultValue !== undefined) return field.defaultValue;
  if (field.kind === 'checkboxes' || field.kind === 'file' || field.kind === 'records') return [];
  if (field.kind === 'checkbox') return false;
  return '';
}
