import { useText } from '../../mount/use-text';
import type { FieldSpec } from '../engine/field-spec';
import { formText } from '../engine/form-text';

/** The ids that tie a field's label, hint and error to its control. */
export const hintId = (controlId: string) => `${controlId}-hint`;
export const errorId = (controlId: string) => `${controlId}-error`;

export function describedBy(
  controlId: string,
  field: FieldSpec,
  error: string | undefined,
  extraHint?: string,
): string | undefined {
  const ids = [field.hint || extraHint ? hintId(controlId) : '', error ? errorId(controlId) : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** spec.md section 5: required fields show an asterisk; screen readers hear `required` instead. */
export function LabelText({ field }: { field: FieldSpec }) {
  return (
    <>
      {field.label}
      {field.required ? (
        <span className="hb-form__asterisk" aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </>
  );
}

export function FieldHint({ controlId, text }: { controlId: string; text: string | undefined }) {
  return text ? (
    <p className="hb-form__hint" id={hintId(controlId)}>
      {text}
    </p>
  ) : null;
}

export function FieldErrorText({ controlId, message }: { controlId: string; message: string | undefined }) {
  const t = useText(formText);
  return message ? (
    <p className="hb-form__error" id={errorId(controlId)}>
      <span className="hb-visually-hidden">{t('errorPrefix')}</span>
      {message}
    </p>
  ) : null;
}
