import type { Phrasebook } from '../../i18n/phrases';
import type { FieldSpec } from './field-spec';
import type { FormRule } from './form-rules';
import type { SelectedListName } from './selected-lists';

/**
 * What happens once the server has accepted a form (spec.md section 4): after a delay the form is
 * dismissed or the page reloads; an account form shows its message, then leaves for another page
 * (ACCOUNT_REDIRECT_MS later), or shows the message and stays for another go (edit profile,
 * change password). Without one, the message takes the form's place.
 */
export type AfterSuccess =
  | { action: 'dismiss'; afterMs: number }
  | { action: 'reload'; afterMs: number }
  | { action: 'redirect'; to: string }
  | { action: 'keep-form' };

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
  /** A line above the submit button, e.g. a privacy note: text, with [label](address) links (consent-text.tsx); a template may set it. */
  consent?: string;
  /**
   * The CMS path of the form's words (spec.md section 2), asked once the form shows: the editor's
   * heading, labels, options and messages replace the ones declared here (apply-template.ts).
   */
  template?: string;
  fields: readonly FieldSpec[];
  /**
   * The Spanish of what this form alone shows (engine/phrases/<declaration>.es.ts), a chunk only
   * a Spanish page of this form loads; the words forms share are formPhrases' (form-phrases.ts).
   */
  phrases?: Phrasebook;
  /**
   * A lead (the default) travels in the lead envelope with a spam-check token and an idempotency
   * key, keeps a draft, counts as a lead once accepted, and any failure shows spec.md's one
   * message. An account post (spec.md sections 7 and 8) sends the visitor's answers alone, keeps
   * no draft (passwords, a signed-in visitor's details), tells neither the page nor analytics,
   * and shows the server's message with its status.
   */
  purpose?: 'lead' | 'account';
  /**
   * The record the form is about (a community, a home, an event), named by the widget's
   * attribute: its id goes into this list. Required: the form cannot be sent without it.
   */
  about?: { list: SelectedListName; required: boolean };
  afterSuccess?: AfterSuccess;
  /** JSON by default; multipart where spec.md says so (the applicant form's files); account posts are form-encoded (spec.md section 7). */
  encoding?: 'json' | 'multipart' | 'form';
  /**
   * Objects that also carry the lead's origin and type, beside the top-level ones (spec.md section
   * 3: the realtor referral's realtor object). Fields named 'realtor.x' travel inside it.
   */
  envelopeAlsoIn?: readonly string[];
  /** Sent as exit_form: 1 when the form is an exit-intent form. */
  exitForm?: boolean;
  /** spec.md section 5: the twelve-days main form sends without validation (error display off). */
  validation?: 'off';
  /** Rules across fields, checked after each field's own (spec.md section 5: the new passwords must match). */
  rules?: readonly FormRule[];
  /** Links under the submit button, to the site's related pages ("Forgot your password?"). */
  links?: readonly { label: string; href: string }[];
  /** A few fields beside the page's text (the account forms): one column, no error summary, a button as wide as its label. */
  layout?: 'compact';
}

/** Types a declaration without changing it. */
export const defineForm = <D extends FormDefinition>(definition: D): D => definition;
