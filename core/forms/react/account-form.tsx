import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { type AccountField, checkAccountField } from '../engine/account-field';
import type { AccountPostState } from './use-account-post';
import { focusInvalidField } from '../engine/focus-invalid-field';
import { AccountFieldControl } from './account-field-control';
import { Loader } from '../../ui/loader';
import './account-form.css';
import { usePageId } from '../../mount/use-page-id';

interface AccountFormProps {
  /** The form's name, as its heading (or, in a dialog, only for screen readers). */
  title: string;
  showTitle?: boolean;
  fields: readonly AccountField[];
  submitLabel: string;
  state: AccountPostState;
  initialValues?: Record<string, string>;
  /**
   * Called with valid values and the names of the fields the visitor changed (the password rule
   * tells untouched from emptied).
   */
  onSubmit(values: Record<string, string>, touched: ReadonlySet<string>): void;
  /** A line under the title ("Signed in as ..."). */
  intro?: ReactNode;
  /** Links under the form: "Forgot your password?", "Create an account". */
  footer?: ReactNode;
}

/** An account form: labelled fields, the checks of each, a loader while sending, the message. */
export function AccountForm({ title, showTitle = true, fields, submitLabel, state, initialValues = {}, onSubmit, intro, footer }: AccountFormProps) {
  const formId = usePageId();
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(fields.map((f) => [f.name, initialValues[f.name] ?? ''])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // What was typed, kept as it happens: a submit right after typing (autofill, a quick Enter)
  // must not read the values of the render before.
  const latest = useRef(values);
  const touched = useRef(new Set<string>());
  const form = useRef<HTMLFormElement>(null);
  const status = useRef<HTMLDivElement>(null);
  const progress = useRef<HTMLDivElement>(null);

  // The button pressed disappears with the form: focus follows what replaces it.
  useEffect(() => {
    if (state.phase === 'sending') progress.current?.focus();
    else if (state.message) status.current?.focus();
  }, [state]);

  const change = (name: string, value: string) => {
    latest.current = { ...latest.current, [name]: value };
    touched.current.add(name);
    setValues(latest.current);
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state.phase !== 'editing') return;
    const values = latest.current;
    const found: Record<string, string> = {};
    for (const field of fields) {
      const problem = checkAccountField(field, values[field.name] ?? '');
      if (problem) found[field.name] = problem;
    }
    setErrors(found);
    const first = fields.find((f) => found[f.name]);
    if (first) {
      const control = form.current?.elements.namedItem(first.name);
      if (control instanceof HTMLElement) focusInvalidField(control);
      return;
    }
    const trimmed = Object.fromEntries(fields.map((f) => [f.name, f.kind === 'password' ? values[f.name] : values[f.name].trim()]));
    onSubmit(trimmed, touched.current);
  };

  return (
    <div className="hb-account-form">
      {showTitle ? (
        <h2 className="hb-account-form__title" id={`${formId}-title`}>
          {title}
        </h2>
      ) : null}
      {intro ? <div className="hb-account-form__intro">{intro}</div> : null}
      <div ref={status} className="hb-account-form__status" role="status" tabIndex={-1}>
        {state.message ? (
          <p className={`hb-account-form__message hb-account-form__message--${state.outcome}`} data-status={state.outcome}>
            {state.message}
          </p>
        ) : null}
      </div>
      {state.phase === 'sending' ? (
        <div ref={progress} className="hb-account-form__progress" tabIndex={-1}>
          <Loader label="Sending…" />
        </div>
      ) : null}
      <form
        ref={form}
        className="hb-account-form__form"
        noValidate
        hidden={state.phase !== 'editing'}
        onSubmit={submit}
        aria-labelledby={showTitle ? `${formId}-title` : undefined}
        aria-label={showTitle ? undefined : title}
      >
        {fields.some((f) => f.required) ? (
          <p className="hb-account-form__required-note">
            Fields marked with <span aria-hidden="true">*</span>
            <span className="hb-visually-hidden">an asterisk</span> are required.
          </p>
        ) : null}
        {fields.map((field) => (
          <AccountFieldControl key={field.name} field={field} id={`${formId}-${field.name}`} value={values[field.name]} error={errors[field.name]} onChange={(v) => change(field.name, v)} />
        ))}
        <button type="submit" className="hb-button hb-account-form__submit">
          {submitLabel}
        </button>
        {footer ? <div className="hb-account-form__footer">{footer}</div> : null}
      </form>
    </div>
  );
}
