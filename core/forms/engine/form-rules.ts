import type { FormResponse } from '../../api/schemas/results';
import { checkNewPasswords } from '../../rules/new-passwords';
import type { FormValues } from './field-spec';

/**
 * A rule across fields, declared by name with the fields it reads. Its failure is the form's
 * message with status failure (spec.md section 5), not a field's error, and nothing is sent.
 */
export type FormRule = { rule: 'new-passwords-match'; fields: readonly [newPassword: string, confirmation: string] };

/**
 * The first declared rule the values break, as the answer to show, or null. `touched` names the
 * fields the visitor changed, because spec.md tolerates both new passwords untouched but not
 * emptied again; without it (the server sees only what arrived) an empty field counts as untouched.
 */
export function brokenFormRule(
  rules: readonly FormRule[] = [],
  values: FormValues,
  touched?: ReadonlySet<string>,
): FormResponse | null {
  const typed = (name: string) => {
    const value = values[name];
    const text = typeof value === 'string' ? value : undefined;
    return touched ? (touched.has(name) ? (text ?? '') : undefined) : text || undefined;
  };
  for (const { rule, fields } of rules) {
    const broken = rule === 'new-passwords-match' ? checkNewPasswords(typed(fields[0]), typed(fields[1])) : null;
    if (broken) return broken;
  }
  return null;
}
