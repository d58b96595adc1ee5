import type { Option } from './field-spec';
import { isEmail, isUsPhone, isZip } from './field-rules';

/** One field of an account form (login, create account, profile, change password). */
export interface AccountField {
  /** The key it is posted under. */
  name: string;
  label: string;
  kind: 'text' | 'email' | 'password' | 'tel' | 'zip' | 'select';
  required?: boolean;
  /** HTML autocomplete: password managers fill sign-in forms and offer new passwords. */
  autocomplete?: string;
  hint?: string;
  /** A new password: at least MIN_PASSWORD_LENGTH characters. */
  newPassword?: boolean;
  options?: readonly Option[];
  /** The select's empty first option (spec.md section 5: the state select says 'State'). */
  placeholder?: string;
  maxLength?: number;
}

/** The demo server asks the same: long enough to resist guessing, short enough to remember. */
export const MIN_PASSWORD_LENGTH = 8;

/** The problem with a field's value, in words a visitor can act on, or undefined. */
export function checkAccountField(field: AccountField, value: string): string | undefined {
  const text = field.kind === 'password' ? value : value.trim();
  if (!text) return field.required ? `${field.label} is required.` : undefined;
  if (field.kind === 'email' && !isEmail(text)) return 'Enter an email address like name@example.com.';
  if (field.kind === 'tel' && !isUsPhone(text)) return 'Enter a 10-digit US phone number.';
  if (field.kind === 'zip' && !isZip(text)) return 'Enter a ZIP code like 33801.';
  if (field.newPassword && text.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (field.kind === 'select' && field.options && !field.options.some((o) => o.value === text)) return `Choose a ${field.label.toLowerCase()} from the list.`;
  return undefined;
}
