import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { Loader } from '../../ui/loader';
import { type FormOptions, useForm } from './use-form';
import { ErrorSummary } from './error-summary';
import { FormField, type RecordEditors } from './form-field';
import { FormStatus } from './form-status';
import './forms.css';

interface FormProps extends FormOptions {
  /** In a dialog the dialog's title names the form, so the form shows no heading of its own. */
  headingLevel?: 2 | 3 | false;
  /** A line under the heading in place of the declared intro ("Signed in as ..."). */
  intro?: ReactNode;
  /** The editors of the declaration's records fields, by field name (a service request's issues). */
  editors?: RecordEditors;
}

/**
 * Any form of the site, from its declaration: heading, fields, error summary, submit button,
 * and spec.md section 4's lifecycle (form → loader → result message).
 */
export function Form({ headingLevel = 2, intro, editors, ...options }: FormProps) {
  const { definition } = options;
  const form = useForm(options);
  const { lifecycle, errors, formId } = form;
  const status = useRef<HTMLDivElement>(null);
  const progress = useRef<HTMLDivElement>(null);
  const sending = lifecycle.phase === 'submitting';
  const compact = definition.layout === 'compact';

  // The focused button disappears with the form: keep focus on what replaces it.
  useLayoutEffect(() => {
    if (lifecycle.phase === 'submitting') progress.current?.focus();
    else if (lifecycle.message) status.current?.focus();
  }, [lifecycle]);

  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;
  const titleId = `${formId}-title`;
  const errorOf = (name: string) => errors.find((e) => e.name === name)?.message;
  const introText = intro ?? definition.intro;
  return (
    <div className={`hb-form${compact ? ' hb-form--compact' : ''}`}>
      {Heading ? (
        <Heading className="hb-form__title" id={titleId}>
          {definition.title}
        </Heading>
      ) : null}
      {introText && lifecycle.phase === 'editing' ? <p className="hb-form__intro">{introText}</p> : null}
      <FormStatus ref={status} lifecycle={lifecycle} />
      <div className="hb-form__body">
        {sending ? (
          <div ref={progress} tabIndex={-1} className="hb-form__progress">
            <Loader label="Sending…" />
          </div>
        ) : null}
        {/* While sending, the form is hidden yet keeps its place (and is inert), so the page does
            not jump and a second click cannot land on what was behind it, such as a dialog's backdrop. */}
        <form
          className={`hb-form__form${sending ? ' hb-form__form--sending' : ''}`}
          noValidate
          hidden={lifecycle.phase !== 'editing'}
          inert={sending || undefined}
          onSubmit={form.submit}
          aria-labelledby={Heading ? titleId : undefined}
          aria-label={Heading ? undefined : definition.title}
        >
          <p className="hb-form__required-note">
            Fields marked with <span aria-hidden="true">*</span>
            <span className="hb-visually-hidden">an asterisk</span> are required.
          </p>
          {/* A few fields need no summary: focus goes to the first problem, beside its message. */}
          {compact ? null : <ErrorSummary errors={errors} controlId={form.controlId} />}
          <div className="hb-form__fields">
            {definition.fields.map((field) => (
              <FormField
                key={field.name}
                field={field}
                controlId={form.controlId(field.name)}
                values={form.values}
                options={form.options}
                error={errorOf(field.name)}
                onChange={(value) => form.setValue(field.name, value)}
                editors={editors}
              />
            ))}
          </div>
          <button type="submit" className="hb-button hb-form__submit" disabled={lifecycle.phase !== 'editing'}>
            {definition.submitLabel}
          </button>
          {definition.links ? (
            <p className="hb-form__links">
              {definition.links.map((link) => (
                <a key={link.href} href={link.href}>
                  {link.label}
                </a>
              ))}
            </p>
          ) : null}
        </form>
      </div>
    </div>
  );
}
