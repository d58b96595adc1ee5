import { useId } from 'react';

interface Props {
  label: string;
  value: string;
  onChange(text: string): void;
  onBlur?(): void;
  /** The message of this field, or of the group it belongs to (see errorId). */
  error?: string;
  /** Where the message is, when it is shared with another field (the down payment's two). */
  errorId?: string;
  prefix?: '$';
  suffix?: '%' | 'a month';
  hint?: string;
}

/**
 * A labelled amount: text (not type="number") so that anything typed stays visible and gets a
 * message, with inputmode giving phones a number pad. A message is tied to the field with
 * aria-invalid and aria-describedby.
 */
export function AmountField({ label, value, onChange, onBlur, error, errorId, prefix, suffix, hint }: Props) {
  const id = useId();
  const ownErrorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const messageId = errorId ?? ownErrorId;
  const describedBy = [error ? messageId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="hb-mortgage-calculator__field">
      <label className="hb-mortgage-calculator__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <span className="hb-mortgage-calculator__hint" id={hintId}>
          {hint}
        </span>
      )}
      <span className={`hb-mortgage-calculator__input${error ? ' hb-mortgage-calculator__input--invalid' : ''}`}>
        {prefix && (
          <span className="hb-mortgage-calculator__affix" aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {suffix && (
          <span className="hb-mortgage-calculator__affix" aria-hidden="true">
            {suffix}
          </span>
        )}
      </span>
      {error && !errorId && <FieldError id={ownErrorId} message={error} />}
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p className="hb-mortgage-calculator__error" id={id}>
      {message}
    </p>
  );
}
