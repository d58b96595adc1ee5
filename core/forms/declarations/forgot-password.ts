import { ACCOUNT_PATHS, accountPage } from '../../api/account-paths';
import { defineForm } from '../engine/form-definition';
import { fields } from './common-fields';

/** hb-forgot-password → /my-favorites/forgot-password/; success goes to the login page (spec.md section 4). */
export const forgotPasswordForm = defineForm({
  type: 'forgot-password',
  path: ACCOUNT_PATHS.forgotPassword,
  purpose: 'account',
  encoding: 'form',
  layout: 'compact',
  title: 'Reset your password',
  submitLabel: 'Send reset link',
  successMessage: 'Check your email for a link to reset your password.',
  afterSuccess: {
    action: 'redirect',
    // Read when the redirect happens: the site's page, from the settings (accountPage).
    get to() {
      return accountPage('login');
    },
  },
  links: [
    {
      label: 'Back to sign in',
      get href() {
        return accountPage('login');
      },
    },
  ],
  fields: [fields.email({ hint: 'We will send a link to reset your password.' })],
});
