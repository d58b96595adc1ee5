import { ACCOUNT_PATHS, accountPage } from '../../api/account-paths';
import { defineForm } from '../engine/form-definition';
import { fields } from './common-fields';

/** hb-login → /my-favorites/login; success goes to saved floorplans (spec.md section 4). */
export const loginForm = defineForm({
  type: 'login',
  path: ACCOUNT_PATHS.login,
  purpose: 'account',
  encoding: 'form',
  layout: 'compact',
  title: 'Sign in to my favorites',
  submitLabel: 'Sign in',
  successMessage: 'You are signed in.',
  afterSuccess: {
    action: 'redirect',
    // Read when the redirect happens: the site's page, from the settings (accountPage).
    get to() {
      return accountPage('savedFloorplans');
    },
  },
  links: [
    {
      label: 'Forgot your password?',
      get href() {
        return accountPage('forgotPassword');
      },
    },
    {
      label: 'Create an account',
      get href() {
        return accountPage('createAccount');
      },
    },
  ],
  // Password managers fill a sign-in form by its username field.
  fields: [fields.email({ autocomplete: 'username' }), fields.currentPassword()],
});
