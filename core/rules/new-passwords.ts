import type { FormResponse } from '../api/schemas/results';

/** spec.md sections 5 and 8, exactly. */
export const NEW_PASSWORDS_MISMATCH = 'New passwords do not match.';

/**
 * The change-password check, before anything is sent. `undefined` means the visitor never
 * touched the field: both untouched is tolerated (spec.md section 5); otherwise the two new
 * passwords must be equal and neither empty. Returns the failure to show, or null to go on.
 */
export function checkNewPasswords(
  newPassword: string | undefined,
  confirmPassword: string | undefined,
): FormResponse | null {
  if (newPassword === undefined && confirmPassword === undefined) return null;
  if (!newPassword || !confirmPassword || newPassword !== confirmPassword)
    return { status: 'failure', message: NEW_PASSWORDS_MISMATCH };
  return null;
}
