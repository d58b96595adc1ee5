import { ACCOUNT_PATHS } from '../../api/account-paths';
import { accountPageLink, redirectToAccountPage } from './account-page-links';
import { defineForm } from '../engine/form-definition';
import { fields } from './common-fields';
import { definePhrases } from '../../i18n/phrases';

/** The Spanish of what this declaration's form alone shows (docs/i18n.md). */
const phrases = definePhrases(() => import('../engine/phrases/login.es'));

/** hb-login → /my-favorites/login; success goes to saved floorplans (spec.md section 4). */
export const loginForm = defineForm({
  phrases,
  type: 'login',
  path: ACCOUNT_PATHS.login,
  purpose: 'account',
  encoding: 'form',
  layout: 'compact',
  title: 'Sign in to my favorites',
  submitLabel: 'Sign in',
  successMessage: 'You are signed in.',
  afterSuccess: redirectToAccountPage('savedFloorplans'),
  links: [
    accountPageLink('Forgot your password?', 'forgotPassword'),
    accountPageLink('Create an account', 'createAccount'),
  ],
  // Password managers fill a sign-in form by its username field.
  fields: [fields.email({ autocomplete: 'username' }), fields.currentPassword()],
});
