import { usePageId } from '../../core/mount';

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
  /** '%', or 'a month' in the widget's language. */
  suffix?: string;
  hint?: string;
}

/** "$", "%", "a month": seen beside the amount, left out of what a screen reader says (the label says it). */
const affix = (text?: string) =>
  text && (
    <span className="hb-mortgage-calculator__affix" aria-hidden="true">
      {text}
    </span>
  );

/**
 * A labelled amount: text (not type="number") so that anything typed stays visible and gets a
 * message, with inputmode giving phones a number pad. A message is tied to the field with
 * aria-invalid and aria-describedby (the box is marked by CSS from aria-invalid).
 */
export function AmountField({ label, value, onChange, onBlur, error, errorId, prefix, suffix, hint }: Props) {
  const id = usePageId();
  const messageId = errorId ?? `${id}-error`;
  return (
    <div className="hb-mortgage-calculator__field">
      <label className="hb-mortgage-calculator__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <span className="hb-mortgage-calculator__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      <span className="hb-mortgage-calculator__input">
        {affix(prefix)}
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error && messageId, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined}
        />
        {affix(suffix)}
      </span>
      {error && !errorId && <FieldError id={messageId} message={error} />}
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
