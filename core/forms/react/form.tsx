import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useText } from '../../mount/use-text';
import { useWidgetHost } from '../../mount/widget-context';
import { Loader } from '../../ui/loader';
import { formText } from '../engine/form-text';
import type { FormValues } from '../engine/field-spec';
import { type FormOptions, useForm } from './use-form';
import { ConsentText } from './consent-text';
import { ErrorSummary } from './error-summary';
import { type Controls, FormField, type RecordEditors } from './form-field';
import { FormStatus } from './form-status';
import { AccountNotice } from './account-notice';
import './forms.css';

interface FormProps extends FormOptions {
  /** In a dialog the dialog's title names the form, so the form shows no heading of its own. */
  headingLevel?: 2 | 3 | false;
  /** A heading in place of the declared title (the career application without a position). */
  title?: string;
  /** A line under the heading in place of the declared intro ("Signed in as ..."). */
  intro?: ReactNode;
  /**
   * For a form that stays on the page after success: a button under the message that brings a
   * fresh form back ("Send another message"), so the column holds a next step, not a gap.
   */
  another?: boolean;
  /** Shown under the success message, from what was sent (a booked visit's "Add to calendar"). */
  successContent?: (values: FormValues) => ReactNode;
  /** The editors of the declaration's records fields, by field name (a service request's issues). */
  editors?: RecordEditors;
  /** The controls of the file, password and SSN fields the declaration has (form-field.tsx, Controls). */
  controls?: Controls;
}

/**
 * Any form of the site, from its declaration: heading, fields, error summary, submit button,
 * and spec.md section 4's lifecycle (form → loader → result message).
 */
export function Form({
  headingLevel = 2,
  title,
  intro,
  another,
  successContent,
  editors,
  controls,
  ...options
}: FormProps) {
  const form = useForm(options);
  const t = useText(formText);
  // What the visitor reads: the declaration in the CMS template's words (use-form.ts).
  const { lifecycle, errors, formId, words: definition } = form;
  const status = useRef<HTMLDivElement>(null);
  const progress = useRef<HTMLDivElement>(null);
  const sending = lifecycle.phase === 'submitting';
  const compact = definition.layout === 'compact';

  // The focused button disappears with the form: keep focus on what replaces it.
  const restarted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves when the lifecycle does; form and definition are read as they are then
  useLayoutEffect(() => {
    if (lifecycle.phase === 'submitting') progress.current?.focus();
    else if (lifecycle.message) status.current?.focus();
    else if (restarted.current) document.getElementById(form.controlId(definition.fields[0].name))?.focus();
    restarted.current = false;
  }, [lifecycle]);
  const startAnother = () => {
    restarted.current = true;
    form.restart();
  };

  // data-heading="off" (declared, and so checked, by every form widget that shows its form on the
  // page): the page already names the form, so no heading shows; the form keeps the heading's words
  // as its accessible name (aria-label below). Read from the widget's element, where the link form's
  // options are attributes too: nothing for it in the mount code every page loads.
  const headingOff = useWidgetHost().element.getAttribute('data-heading') === 'off';
  const Heading = headingLevel && !headingOff ? (`h${headingLevel}` as const) : null;
  const titleId = `${formId}-title`;
  const errorOf = (name: string) => errors.find((e) => e.name === name)?.message;
  const introText = intro ?? definition.intro;
  return (
    <div className={`hb-form${compact ? ' hb-form--compact' : ''}`}>
      {Heading ? (
        <Heading className="hb-form__title" id={titleId}>
          {title ?? definition.title}
        </Heading>
      ) : null}
      {introText && lifecycle.phase === 'editing' ? <p className="hb-form__intro">{introText}</p> : null}
      {definition.purpose === 'account' && lifecycle.phase === 'editing' && !lifecycle.message ? (
        <AccountNotice />
      ) : null}
      <FormStatus ref={status} lifecycle={lifecycle} />
      {successContent && lifecycle.outcome === 'success' && lifecycle.phase !== 'editing'
        ? successContent(form.values)
        : null}
      {another && lifecycle.phase === 'succeeded' ? (
        <button type="button" className="hb-button hb-button--secondary hb-form__another" onClick={startAnother}>
          {t('sendAnother')}
        </button>
      ) : null}
      <div className="hb-form__body">
        {sending ? (
          <div ref={progress} tabIndex={-1} className="hb-form__progress">
            <Loader label={t('sending')} />
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
          aria-label={Heading ? undefined : (title ?? definition.title)}
        >
          {/* A form that requires nothing (the twelve-days main form) makes no promise about asterisks. */}
          {definition.fields.some((f) => f.required) ? (
            <p className="hb-form__required-note">
              {t('requiredBefore')} <span aria-hidden="true">*</span>
              <span className="hb-visually-hidden">{t('asterisk')}</span> {t('requiredAfter')}
            </p>
          ) : null}
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
                controls={controls}
              />
            ))}
          </div>
          {definition.consent ? <ConsentText text={definition.consent} /> : null}
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
