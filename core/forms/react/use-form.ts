import { type FormEvent, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { FormResponse } from '../../api/schemas/results';
import { navigateTo } from '../../browser/navigate';
import { phrase } from '../../i18n/phrases';
import { specMessage } from '../../i18n/spec-messages';
import { useLang } from '../../mount/use-text';
import { formPhrases, translateForm } from '../engine/form-phrases';
import { safeNavigationUrl } from '../../security/safe-navigation-url';
import { usePageId } from '../../mount/use-page-id';
import { useWidgetHost } from '../../mount/widget-context';
import { carriedMessage, keepAccountNotice } from '../engine/account-notice';
import { afterLeadFailure, afterLeadSuccess } from '../engine/after-success';
import { applyTemplate } from '../engine/apply-template';
import { ACCOUNT_REDIRECT_MS } from '../engine/lifecycle-timers';
import { clearDraft, draftKey, loadDraft, saveDraft } from '../engine/drafts';
import { focusInvalidField } from '../engine/focus-invalid-field';
import { initialValue, type FieldValue, type FormValues } from '../engine/field-spec';
import type { FormDefinition } from '../engine/form-definition';
import { brokenFormRule } from '../engine/form-rules';
import { newIdempotencyKey } from '../engine/idempotency-key';
import { confirmationKey, keepConfirmationForReload, takeReloadConfirmation } from '../engine/reload-confirmation';
import {
  confirmedBeforeLoad,
  type FormLifecycle,
  INITIAL_LIFECYCLE,
  type LifecycleEvent,
  nextLifecycle,
} from '../engine/lifecycle';
import type { SelectedLists } from '../engine/selected-lists';
import { sendForm } from '../engine/send-form';
import { type LoadedOptions, useOptionSources } from './use-option-sources';
import { useFormTemplate } from './use-form-template';
import { type FieldError, validateForm } from '../engine/validate-form';

export interface FormOptions {
  definition: FormDefinition;
  /** What the widget's attributes say the form is about, e.g. { selected_homes: [42] }. */
  about?: SelectedLists;
  /** What the fields hold at first, e.g. the profile as read (a lead's draft still wins). */
  initialValues?: FormValues;
  /** Called when the success message has had its time (spec.md section 4): a modal closes. */
  onDismiss?: () => void;
  /**
   * Called once the server has accepted the form, with its answer. `restart` shows a fresh form
   * (spec.md section 4: a pre-referral answered without a message shows the form again); `values`
   * are what was sent (the referral's full form starts from the pre-form's answers).
   */
  onSuccess?: (response: FormResponse, controls: { restart(): void; values: FormValues }) => void;
  /** Called when a lead was not taken, after its message shows (the realtor referral's registration-error dialog). */
  onFailure?: () => void;
}

export interface FormController {
  formId: string;
  /**
   * The form as shown: the declaration in the CMS template's words (heading, labels, options,
   * messages), or its own. Names, rules and the payload are always the declaration's.
   */
  words: FormDefinition;
  values: FormValues;
  setValue(name: string, value: FieldValue): void;
  /** The problems to show: none until the visitor first tries to send. */
  errors: FieldError[];
  options: LoadedOptions;
  lifecycle: FormLifecycle;
  submit(event: FormEvent<HTMLFormElement>): void;
  /** The id of a field's (first) control, for labels, focus and the error summary's links. */
  controlId(name: string): string;
  /** A fresh, empty form after success ("Send another message"). */
  restart(): void;
}

const scopeOf = (about: SelectedLists) =>
  Object.entries(about)
    .map(([list, ids]) => `${list}=${ids?.join(',')}`)
    .join('&');

/**
 * The engine behind every form: values (restored from a lead's draft), validation on submit and
 * live after it, the declared form rules, one request a submit (a second click while one is in
 * flight does nothing, and a lead's idempotency key is kept across retries), spec.md's
 * lifecycle, and what follows success: a timer, a redirect, or the form kept.
 */
export function useForm({
  definition,
  about = {},
  initialValues,
  onDismiss,
  onSuccess,
  onFailure,
}: FormOptions): FormController {
  const host = useWidgetHost();
  const lang = useLang();
  const formId = usePageId('hb-form');
  const lead = definition.purpose !== 'account';
  // Account forms keep no draft: they hold passwords and a signed-in visitor's details.
  const key = lead ? draftKey(definition.type, scopeOf(about)) : undefined;
  const [draft] = useState(() => (key ? loadDraft(key, definition.fields) : undefined));
  const fresh = () =>
    ({
      ...Object.fromEntries(definition.fields.map((f) => [f.name, initialValue(f)])),
      ...initialValues,
    }) as FormValues;
  const [values, setValues] = useState<FormValues>(() => ({ ...fresh(), ...draft?.values }));
  // What the visitor typed last, even before the re-render: an autofill followed at once by
  // Enter must send what was filled in.
  const latest = useRef(values);
  // The fields the visitor changed: spec.md's change-password rule tells untouched from emptied.
  const touched = useRef(new Set<string>());
  // The CMS's words, taken while the visitor has typed nothing: a label never changes under their cursor.
  // A Spanish form shows the bundle's Spanish: the templates hold the editor's English (docs/i18n.md).
  const { template } = useFormTemplate(definition, lang === 'en');
  const worded = useRef(template);
  if (!touched.current.size) worded.current = template;
  const kept = worded.current;
  const words = useMemo(
    () => (lang === 'en' ? applyTemplate(definition, kept) : translateForm(definition, lang)),
    [definition, kept, lang],
  );
  const idempotencyKey = useRef(draft?.idempotencyKey);
  const [attempted, setAttempted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  // A form that reloads the page after success leaves a flag for the next load, which then shows
  // the confirmation again instead of offering the form twice (read once, then gone).
  const reloadKey =
    definition.afterSuccess?.action === 'reload' ? confirmationKey(definition.type, scopeOf(about)) : undefined;
  const [lifecycle, dispatch] = useReducer(
    (state: FormLifecycle, event: LifecycleEvent) => nextLifecycle(state, event, definition),
    undefined,
    () => (reloadKey && takeReloadConfirmation(reloadKey) ? confirmedBeforeLoad(definition) : INITIAL_LIFECYCLE),
  );
  const inFlight = useRef(false);
  // The message as shown (below), for the account notice the redirect carries.
  const shownMessage = useRef<string | null | undefined>(undefined);
  const mounted = useRef(true);
  const options = useOptionSources(definition.fields);
  // spec.md section 5: a form declared without validation sends as it is, showing no errors.
  const check = (current: FormValues) =>
    definition.validation === 'off' ? [] : validateForm(words.fields, current, { options, lang });
  const errors = attempted ? check(values) : [];
  const controlId = (name: string) => `${formId}-${name}`;
  // The latest callbacks, without restarting the dismiss timer when the parent re-renders.
  const dismissed = useRef(onDismiss);
  dismissed.current = onDismiss;
  const succeeded = useRef(onSuccess);
  succeeded.current = onSuccess;
  const failed = useRef(onFailure);
  failed.current = onFailure;

  const restart = () => {
    latest.current = fresh();
    touched.current.clear();
    setValues(latest.current);
    setAttempted(false);
    dispatch({ type: 'restart' });
  };

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // spec.md section 5: an invalid attempt scrolls to the first invalid field and focuses it,
  // after the render that ties its error message to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each invalid attempt (a new focusRequest) focuses once; check and controlId are read as they are then
  useLayoutEffect(() => {
    if (!focusRequest) return;
    const first = check(latest.current)[0];
    const control = first && document.getElementById(controlId(first.name));
    if (control) focusInvalidField(control);
  }, [focusRequest]);

  // spec.md section 4: after success an account form shows its message, then leaves for its page; otherwise the
  // message stays for the form's delay, then the form is dismissed (a modal closes) or, for the
  // event form, the page reloads. The delay starts with the render that shows the message.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the delay starts with the render that shows success, once; reloadKey is read when it ends
  useLayoutEffect(() => {
    const after = definition.afterSuccess;
    if (lifecycle.phase !== 'succeeded' || !after || after.action === 'keep-form') return;
    if (after.action === 'redirect') {
      const to = safeNavigationUrl(after.to);
      if (!to) return;
      // "Loader, then message": the message shows and is announced, then the visitor goes on, and
      // the page they land on repeats it (account-notice.ts).
      // In the visitor's language: the Spanish page they land on repeats the Spanish message.
      const message = carriedMessage(shownMessage.current ?? words.successMessage, words, latest.current);
      const timer = setTimeout(() => {
        keepAccountNotice(message, to);
        navigateTo(to);
      }, ACCOUNT_REDIRECT_MS);
      return () => clearTimeout(timer);
    }
    const timer = setTimeout(() => {
      if (after.action === 'reload') {
        if (reloadKey) keepConfirmationForReload(reloadKey);
        location.reload();
      } else {
        dispatch({ type: 'dismiss' });
        dismissed.current?.();
      }
    }, after.afterMs);
    return () => clearTimeout(timer);
  }, [lifecycle.phase, definition.afterSuccess]);

  const setValue = (name: string, value: FieldValue) => {
    const previous = latest.current;
    const next = { ...previous, [name]: value };
    // A time slot chosen for another weekday is no longer offered once the date changes.
    for (const f of definition.fields)
      if (f.kind === 'time-slot' && f.dateField === name && previous[name] !== value) next[f.name] = '';
    latest.current = next;
    touched.current.add(name);
    setValues(next);
    // The draft follows every edit, so a reload brings the typed values back.
    if (key) saveDraft(key, definition.fields, { values: next, idempotencyKey: idempotencyKey.current });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || lifecycle.phase !== 'editing') return;
    const values = latest.current;
    setAttempted(true);
    if (check(values).length) {
      setFocusRequest((n) => n + 1);
      return;
    }
    const refused = brokenFormRule(definition.rules, values, touched.current);
    if (refused) {
      dispatch({ type: 'refuse', message: refused.message ?? '' });
      return;
    }
    inFlight.current = true;
    if (key) {
      idempotencyKey.current ??= newIdempotencyKey();
      saveDraft(key, definition.fields, { values, idempotencyKey: idempotencyKey.current });
    }
    dispatch({ type: 'submit' });
    void sendForm(definition, values, { about, idempotencyKey: idempotencyKey.current }).then((response) => {
      inFlight.current = false;
      if (key && response.status === 'success') {
        clearDraft(key);
        idempotencyKey.current = undefined;
      }
      // The answer is in: the page and analytics hear of a lead even if the visitor closed the dialog meanwhile.
      if (lead && response.status === 'success') afterLeadSuccess(host.element, host.name, definition.type);
      else if (lead) afterLeadFailure(host.element, host.name, definition.type);
      if (!mounted.current) return;
      dispatch({ type: 'result', response });
      if (response.status === 'success') succeeded.current?.(response, { restart, values });
      else failed.current?.();
    });
  };

  // The declared success message (the server sent none, or the page reloaded after success) in the editor's words.
  // In Spanish, spec.md's messages and a lead's known answers are in Spanish, and an English answer
  // of the server to a lead gives way to the form's own success message in Spanish.
  // An account form's answers are the server's; those the phrasebook knows (the demo's) are in
  // Spanish, and an unknown English success gives way to the form's own message too.
  const shown = useMemo(() => {
    const { message, outcome } = lifecycle;
    if (message === definition.successMessage) return { ...lifecycle, message: words.successMessage };
    if (lang === 'en' || !message) return lifecycle;
    const spoken = phrase(formPhrases, lang, specMessage(message, lang));
    return { ...lifecycle, message: spoken === message && outcome === 'success' ? words.successMessage : spoken };
  }, [lifecycle, definition, words, lang]);
  shownMessage.current = shown.message;
  return { formId, words, values, setValue, errors, options, lifecycle: shown, submit, controlId, restart };
}
