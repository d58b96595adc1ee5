import { ACCOUNT_PATHS } from '../../api/account-paths';
import { accountPageLink, redirectToAccountPage } from './account-page-links';
import { defineForm } from '../engine/form-definition';
import { fields } from './common-fields';
import { definePhrases } from '../../i18n/phrases';

/** The Spanish of what this declaration's form alone shows (docs/i18n.md). */
const phrases = definePhrases(() => import('../engine/phrases/create-account.es'));

/** hb-create-account → /my-favorites/create-account; success goes to saved floorplans (spec.md section 4). */
export const createAccountForm = defineForm({
  phrases,
  type: 'create-account',
  path: ACCOUNT_PATHS.createAccount,
  purpose: 'account',
  encoding: 'form',
  layout: 'compact',
  title: 'Create your account',
  submitLabel: 'Create account',
  successMessage: 'Your account has been created.',
  afterSuccess: redirectToAccountPage('savedFloorplans'),
  links: [accountPageLink('Already have an account? Sign in', 'login')],
  fields: [fields.firstName(), fields.lastName(), fields.email(), fields.newPassword()],
});
