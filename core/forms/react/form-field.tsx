import type { ComponentType } from 'react';
import { useLang, useText } from '../../mount/use-text';
import { phrase } from '../../i18n/phrases';
import type { Lang } from '../../i18n/language';
import { dateFieldBounds } from '../engine/date-rules';
import { formPhrases } from '../engine/form-phrases';
import { formText } from '../engine/form-text';
import { EMAIL_MAX_LENGTH } from '../engine/field-rules';
import type { FieldSpec, FieldValue, FormValues, Option, RecordsField } from '../engine/field-spec';
import { visitTimeSlots } from '../engine/options/visit-time-slots';
import { dateWindowText, validateField } from '../engine/validate-form';
import type { LoadedOptions } from './use-option-sources';
import { ChoiceGroup } from './choice-group';
import { describedBy, FieldErrorText, FieldHint, LabelText } from './field-parts';

/** What a records field's editor gets: it puts `controlId` on its first control, so an error can focus it. */
export interface RecordsEditorProps {
  field: RecordsField;
  controlId: string;
  /** The ids of the records made so far. */
  value: readonly string[];
  error: string | undefined;
  onChange(value: string[]): void;
}

/** The widget's editors of its records fields, by field name. */
export type RecordEditors = Record<string, ComponentType<RecordsEditorProps>>;

/** Field kinds whose control only some forms have: a file picker, a password with its Show toggle, an SSN. */
export type ControlKind = 'file' | 'password' | 'ssn';

/** What such a control gets: the attributes that tie it to its label, hint and error, and its value. */
export interface ControlProps<K extends ControlKind = ControlKind> {
  attributes: {
    id: string;
    name: string;
    required?: boolean;
    'aria-required'?: boolean;
    'aria-invalid'?: boolean;
    'aria-describedby'?: string;
    autoComplete?: string;
  };
  field: Extract<FieldSpec, { kind: K }>;
  value: FieldValue;
  onChange(value: FieldValue): void;
}

/**
 * The controls of the kinds a form's declaration uses, passed by its widget (`controls={{ ssn:
 * SsnControl }}`), so the pages of the other forms do not load them (about 0.6 KB gzip a page).
 */
export type Controls = { [K in ControlKind]?: ComponentType<ControlProps<K>> };

const isControlKind = (kind: FieldSpec['kind']): kind is ControlKind =>
  kind === 'file' || kind === 'password' || kind === 'ssn';

/** A file field shows the rule its files break as soon as they are chosen, not only after a submit. */
const shownError = (field: FieldSpec, value: FieldValue | undefined, error: string | undefined, lang: Lang) =>
  error ??
  (field.kind === 'file' && Array.isArray(value) && value.length
    ? validateField(field, value, {}, { lang })
    : undefined);

interface FormFieldProps {
  field: FieldSpec;
  controlId: string;
  values: FormValues;
  options: LoadedOptions;
  error: string | undefined;
  onChange(value: FieldValue): void;
  editors?: RecordEditors;
  controls?: Controls;
}

const INPUT_TYPES = { text: 'text', email: 'email', tel: 'tel', zip: 'text', number: 'number', date: 'date' } as const;

function selectOptions(field: FieldSpec, values: FormValues, loaded: LoadedOptions, lang: Lang): readonly Option[] {
  if (field.kind === 'time-slot') return visitTimeSlots(String(values[field.dateField] ?? ''), lang);
  if (field.kind !== 'select') return [];
  if (typeof field.options !== 'string') return field.options;
  // Content's names as they are; the two choices spec.md adds to the model centers in the language.
  const list = loaded[field.options] ?? [];
  return lang === 'en' ? list : list.map((o) => ({ value: o.value, label: phrase(formPhrases, lang, o.label) }));
}

/** One field as its kind asks: a labelled control, its hint, its error tied to it. */
export function FormField({ field, controlId, values, options, error, onChange, editors, controls }: FormFieldProps) {
  const lang = useLang();
  const t = useText(formText);
  const value = values[field.name];
  if (field.kind === 'records') {
    const Editor = editors?.[field.name];
    const ids = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
    return Editor ? <Editor field={field} controlId={controlId} value={ids} error={error} onChange={onChange} /> : null;
  }
  if (field.kind === 'radios' || field.kind === 'checkboxes')
    return <ChoiceGroup field={field} controlId={controlId} value={value} error={error} onChange={onChange} />;

  const width = `hb-form__field hb-form__field--${field.width ?? 'full'}`;
  const common = {
    id: controlId,
    name: field.name,
    required: field.required,
    'aria-required': field.required ? true : undefined,
    'aria-invalid': error ? true : undefined,
    autoComplete: field.kind === 'password' ? undefined : field.autocomplete,
  };

  if (field.kind === 'checkbox') {
    return (
      <div className={`${width} hb-form__field--checkbox`}>
        <input
          {...common}
          type="checkbox"
          checked={value === true}
          aria-describedby={describedBy(controlId, field, error)}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
        <label htmlFor={controlId} className="hb-form__label">
          <LabelText field={field} />
        </label>
        <FieldHint controlId={controlId} text={field.hint} />
        <FieldErrorText controlId={controlId} message={error} />
      </div>
    );
  }

  const text = typeof value === 'string' ? value : '';
  const hint = field.hint ?? (field.kind === 'date' ? dateWindowText(field, lang) : undefined);
  const label = (
    <label htmlFor={controlId} className="hb-form__label">
      <LabelText field={field} />
    </label>
  );
  const described = describedBy(controlId, field, error, hint);

  if (field.kind === 'select' || field.kind === 'time-slot') {
    const list = selectOptions(field, values, options, lang);
    const noDate = field.kind === 'time-slot' && !values[field.dateField];
    return (
      <div className={width}>
        {label}
        <FieldHint controlId={controlId} text={hint} />
        <select
          {...common}
          className="hb-form__control"
          value={text}
          aria-describedby={described}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          <option value="">{noDate ? t('chooseDateFirst') : field.placeholder}</option>
          {list.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <FieldErrorText controlId={controlId} message={error} />
      </div>
    );
  }

  if (isControlKind(field.kind)) {
    const Control = controls?.[field.kind] as ComponentType<ControlProps> | undefined;
    if (!Control)
      throw new Error(
        `[hb-widgets] the ${field.kind} field "${field.name}" has no control: its widget passes controls={{ ${field.kind}: … }} to Form`,
      );
    const shown = shownError(field, value, error, lang);
    const attributes = {
      ...common,
      'aria-invalid': shown ? true : undefined,
      'aria-describedby': describedBy(controlId, field, shown, hint),
    };
    return (
      <div className={width}>
        {label}
        <FieldHint controlId={controlId} text={hint} />
        <Control attributes={attributes} field={field as ControlProps['field']} value={value} onChange={onChange} />
        <FieldErrorText controlId={controlId} message={shown} />
      </div>
    );
  }

  if (field.kind === 'textarea') {
    return (
      <div className={width}>
        {label}
        <FieldHint controlId={controlId} text={hint} />
        <textarea
          {...common}
          className="hb-form__control"
          rows={4}
          maxLength={field.maxLength}
          value={text}
          aria-describedby={described}
          onInput={(e) => onChange(e.currentTarget.value)}
        />
        <FieldErrorText controlId={controlId} message={error} />
      </div>
    );
  }

  const bounds =
    field.kind === 'date'
      ? dateFieldBounds(field)
      : field.kind === 'number'
        ? { min: String(field.min), max: String(field.max) }
        : {};
  return (
    <div className={width}>
      {label}
      <FieldHint controlId={controlId} text={hint} />
      <input
        {...common}
        className="hb-form__control"
        type={INPUT_TYPES[field.kind]}
        inputMode={field.kind === 'zip' ? 'numeric' : undefined}
        maxLength={
          field.kind === 'text'
            ? field.maxLength
            : field.kind === 'zip'
              ? 10
              : field.kind === 'email'
                ? EMAIL_MAX_LENGTH
                : field.kind === 'tel'
                  ? 20
                  : undefined
        }
        min={bounds.min}
        max={bounds.max}
        value={text}
        aria-describedby={described}
        onInput={(e) => onChange(e.currentTarget.value)}
      />
      <FieldErrorText controlId={controlId} message={error} />
    </div>
  );
}
