import { ACCOUNT_PATHS } from '../../api/account-paths';
import { defineForm } from '../engine/form-definition';
import { fields } from './common-fields';
import { definePhrases } from '../../i18n/phrases';

/** The Spanish of what this declaration's form alone shows (docs/i18n.md). */
const phrases = definePhrases(() => import('../engine/phrases/change-password.es'));

/**
 * hb-my-profile's change-password dialog → /my-favorites/change-password. spec.md section 5:
 * 'New passwords do not match.' with status failure when the two differ or one is empty; both
 * untouched goes to the server, so the new passwords are not required fields. The message shows
 * and the form stays, whatever the answer.
 */
export const changePasswordForm = defineForm({
  phrases,
  type: 'change-password',
  path: ACCOUNT_PATHS.changePassword,
  purpose: 'account',
  encoding: 'form',
  layout: 'compact',
  title: 'Change password',
  submitLabel: 'Change password',
  successMessage: 'Your password has been changed.',
  afterSuccess: { action: 'keep-form' },
  fields: [
    fields.currentPassword({ name: 'current_password', label: 'Current password' }),
    fields.newPassword({ name: 'new_password', label: 'New password', required: false }),
    fields.newPassword({ name: 'confirm_password', label: 'Confirm new password', required: false, hint: undefined }),
  ],
  rules: [{ rule: 'new-passwords-match', fields: ['new_password', 'confirm_password'] }],
});
