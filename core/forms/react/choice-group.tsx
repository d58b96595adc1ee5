import type { CheckboxesField, FieldValue, RadiosField } from '../engine/field-spec';
import { describedBy, FieldErrorText, FieldHint, LabelText } from './field-parts';

interface ChoiceGroupProps {
  field: RadiosField | CheckboxesField;
  controlId: string;
  value: FieldValue;
  error: string | undefined;
  onChange(value: FieldValue): void;
}

/**
 * Radios (one answer) or checkboxes (any number) in a fieldset whose legend is the question.
 * The first control carries the group's id, so "focus the first invalid field" lands on it.
 */
export function ChoiceGroup({ field, controlId, value, error, onChange }: ChoiceGroupProps) {
  const chosen = Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : [];
  const multiple = field.kind === 'checkboxes';
  const toggle = (option: string, checked: boolean) => {
    if (!multiple) onChange(option);
    else onChange(checked ? [...chosen, option] : chosen.filter((v) => v !== option));
  };
  return (
    <fieldset
      className={`hb-form__field hb-form__group hb-form__field--${field.width ?? 'full'}`}
      aria-describedby={describedBy(controlId, field, error)}
    >
      <legend className="hb-form__label">
        <LabelText field={field} />
      </legend>
      <FieldHint controlId={controlId} text={field.hint} />
      <FieldErrorText controlId={controlId} message={error} />
      <div className={`hb-form__choices hb-form__choices--${field.options.length > 4 ? 'columns' : 'inline'}`}>
        {field.options.map((option, index) => (
          <label className="hb-form__choice" key={option.value}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              id={index === 0 ? controlId : `${controlId}-${index}`}
              name={field.name}
              value={option.value}
              checked={chosen.includes(option.value)}
              required={!multiple && field.required}
              aria-invalid={error ? true : undefined}
              onChange={(event) => toggle(option.value, event.currentTarget.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
