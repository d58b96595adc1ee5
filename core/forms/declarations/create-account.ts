import { ACCOUNT_PATHS, accountPage } from '../../api/account-paths';
import { defineForm } from '../engine/form-definition';
import { fields } from './common-fields';

/** hb-create-account → /my-favorites/create-account; success goes to saved floorplans (spec.md section 4). */
export const createAccountForm = defineForm({
  type: 'create-account',
  path: ACCOUNT_PATHS.createAccount,
  purpose: 'account',
  encoding: 'form',
  layout: 'compact',
  title: 'Create your account',
  submitLabel: 'Create account',
  successMessage: 'Your account has been created.',
  afterSuccess: {
    action: 'redirect',
    // Read when the redirect happens: the site's page, from the settings (accountPage).
    get to() {
      return accountPage('savedFloorplans');
    },
  },
  links: [
    {
      label: 'Already have an account? Sign in',
      get href() {
        return accountPage('login');
      },
    },
  ],
  fields: [fields.firstName(), fields.lastName(), fields.email(), fields.newPassword()],
});
