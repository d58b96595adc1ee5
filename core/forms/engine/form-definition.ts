import type { FieldSpec } from './field-spec';
import type { SelectedListName } from './selected-lists';

/** What happens once the server has accepted a form (spec.md section 4). */
export type AfterSuccess = { action: 'dismiss'; afterMs: number } | { action: 'reload'; afterMs: number };

/**
 * A form of the site, declared as data: the client renders and checks it, the demo server checks
 * what arrives against the very same declaration. A new form is a new declaration, no new code.
 */
export interface FormDefinition {
  /** The form's name, sent as `type`, used as the reCAPTCHA action and the dataLayer form_type. */
  type: string;
  /** Where it posts (spec.md section 7). */
  path: string;
  /** The form's heading (and its dialog's title when it opens in a modal). */
  title: string;
  intro?: string;
  submitLabel: string;
  /** Shown after success when the server sends no message of its own. */
  successMessage: string;
  fields: readonly FieldSpec[];
  /**
   * The record the form is about (a community, a home, an event), named by the widget's
   * attribute: its id goes into this list. Required: the form cannot be sent without it.
   */
  about?: { list: SelectedListName; required: boolean };
  afterSuccess?: AfterSuccess;
  /** JSON by default; multipart where spec.md says so (the applicant form's files). */
  encoding?: 'json' | 'multipart';
  /** Sent as exit_form: 1 when the form is an exit-intent form. */
  exitForm?: boolean;
  /** spec.md section 5: the twelve-days main form sends without validation (error display off). */
  validation?: 'off';
}

/** Types a declaration without changing it. */
export const defineForm = <D extends FormDefinition>(definition: D): D => definition;
