import { type InputHTMLAttributes, useState } from 'react';
import { PASSWORD_MAX_LENGTH } from '../engine/field-rules';
import type { PasswordField } from '../engine/field-spec';
import { useText } from '../../mount/use-text';
import { formText } from '../engine/form-text';
import type { ControlProps } from './form-field';

interface PasswordInputProps extends InputHTMLAttributes<HTMLInputElement> {
  field: PasswordField;
  id: string;
  value: string;
  onValue(value: string): void;
}

/**
 * A password with a "Show password" toggle (aria-pressed), so a visitor on a phone can check what
 * they typed. The browser and password managers learn from autocomplete whether to fill a saved
 * password or offer a new one.
 */
export function PasswordInput({ field, id, value, onValue, ...attributes }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  const t = useText(formText);
  return (
    <div className="hb-form__password">
      <input
        {...attributes}
        id={id}
        className="hb-form__control"
        type={shown ? 'text' : 'password'}
        autoComplete={field.purpose === 'new' ? 'new-password' : 'current-password'}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={PASSWORD_MAX_LENGTH}
        value={value}
        onInput={(e) => onValue(e.currentTarget.value)}
      />
      <button
        type="button"
        className="hb-form__reveal"
        aria-pressed={shown}
        aria-controls={id}
        onClick={() => setShown((s) => !s)}
      >
        {t('showPassword')}
      </button>
    </div>
  );
}

/** The password and its toggle as a form's control: `<Form controls={{ password: PasswordControl }} />`. */
export function PasswordControl({ attributes, field, value, onChange }: ControlProps<'password'>) {
  return (
    <PasswordInput {...attributes} field={field} value={typeof value === 'string' ? value : ''} onValue={onChange} />
  );
}
