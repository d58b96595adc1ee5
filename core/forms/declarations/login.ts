import { ACCOUNT_PATHS } from '../../api/account-paths';
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
  afterSuccess: { action: 'redirect', to: ACCOUNT_PATHS.savedFloorplans },
  links: [
    { label: 'Forgot your password?', href: ACCOUNT_PATHS.forgotPassword },
    { label: 'Create an account', href: ACCOUNT_PATHS.createAccount },
  ],
  // Password managers fill a sign-in form by its username field.
  fields: [fields.email({ autocomplete: 'username' }), fields.currentPassword()],
});
