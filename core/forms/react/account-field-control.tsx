import type { AccountField } from '../engine/account-field';

interface AccountFieldControlProps {
  field: AccountField;
  id: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
}

const INPUT_TYPES = { text: 'text', email: 'email', password: 'password', tel: 'tel', zip: 'text' } as const;

/** A labelled control with its hint and error tied to it (aria-describedby). */
export function AccountFieldControl({ field, id, value, error, onChange }: AccountFieldControlProps) {
  const describedBy = [field.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    className: 'hb-form__control',
    required: field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    autoComplete: field.autocomplete,
  };
  return (
    <div className="hb-form__field">
      <label htmlFor={id} className="hb-form__label">
        {field.label}
        {field.required ? (
          <span className="hb-form__asterisk" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {field.hint ? (
        <p id={`${id}-hint`} className="hb-form__hint">
          {field.hint}
        </p>
      ) : null}
      {field.kind === 'select' ? (
        <select {...common} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{field.placeholder ?? ''}</option>
          {(field.options ?? []).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={INPUT_TYPES[field.kind]}
          inputMode={field.kind === 'zip' ? 'numeric' : undefined}
          maxLength={field.maxLength ?? (field.kind === 'email' ? 254 : field.kind === 'password' ? 200 : 100)}
          value={value}
          onInput={(e) => onChange(e.currentTarget.value)}
        />
      )}
      {error ? (
        <p id={`${id}-error`} className="hb-form__error">
          <span className="hb-visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}
