import { type InputHTMLAttributes, useLayoutEffect, useRef, useState } from 'react';
import { editSsn, formatSsn, maskSsn, SSN_LENGTH, ssnDigits } from '../engine/ssn';
import { useText } from '../../mount/use-text';
import { formText } from '../engine/form-text';
import type { ControlProps } from './form-field';

interface SsnInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value'> {
  id: string;
  /** The digits typed so far (at most 9). */
  value: string;
  onValue(digits: string): void;
}

/**
 * A social security number (spec.md section 5): digits only, at most 9, grouped 3-2-4 as typed
 * with the caret kept where the visitor types; masked once the field loses focus, with a
 * "Show number" toggle (aria-pressed). autocomplete="off": no browser keeps or offers it.
 */
export function SsnInput({ id, value, onValue, ...attributes }: SsnInputProps) {
  const [shown, setShown] = useState(false);
  const t = useText(formText);
  const [focused, setFocused] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const masked = !shown && !focused && value !== '';

  // After the grouped value is rendered, put the caret back after the same digits.
  useLayoutEffect(() => {
    const at = caret.current;
    caret.current = null;
    if (at !== null && input.current && document.activeElement === input.current)
      input.current.setSelectionRange(at, at);
  });

  return (
    <div className="hb-form__password">
      <input
        {...attributes}
        ref={input}
        id={id}
        className="hb-form__control"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={SSN_LENGTH + 2}
        value={masked ? maskSsn(value) : formatSsn(value)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onInput={(e) => {
          const el = e.currentTarget;
          const deleting = (e.nativeEvent as InputEvent).inputType === 'deleteContentBackward';
          const edit = editSsn(value, el.value, el.selectionStart ?? el.value.length, deleting);
          caret.current = edit.caret;
          // The same digits (a hyphen typed or deleted): the field shows the grouped number again.
          if (edit.digits === value) el.value = formatSsn(value);
          onValue(edit.digits);
        }}
      />
      <button
        type="button"
        className="hb-form__reveal"
        aria-pressed={shown}
        aria-controls={id}
        onClick={() => setShown((s) => !s)}
      >
        {t('showNumber')}
      </button>
    </div>
  );
}

/** The number, grouped and masked, as a form's control: `<Form controls={{ ssn: SsnControl }} />`. */
export function SsnControl({ attributes, value, onChange }: ControlProps<'ssn'>) {
  return <SsnInput {...attributes} value={ssnDigits(typeof value === 'string' ? value : '')} onValue={onChange} />;
}
