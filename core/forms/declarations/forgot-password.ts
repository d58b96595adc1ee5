import { ACCOUNT_PATHS } from '../../api/account-paths';
import { accountPageLink, redirectToAccountPage } from './account-page-links';
import { defineForm } from '../engine/form-definition';
import { fields } from './common-fields';
import { definePhrases } from '../../i18n/phrases';

/** The Spanish of what this declaration's form alone shows (docs/i18n.md). */
const phrases = definePhrases(() => import('../engine/phrases/forgot-password.es'));

/** hb-forgot-password → /my-favorites/forgot-password/; success goes to the login page (spec.md section 4). */
export const forgotPasswordForm = defineForm({
  phrases,
  type: 'forgot-password',
  path: ACCOUNT_PATHS.forgotPassword,
  purpose: 'account',
  encoding: 'form',
  layout: 'compact',
  title: 'Reset your password',
  submitLabel: 'Send reset link',
  successMessage: 'Check your email for a link to reset your password.',
  afterSuccess: redirectToAccountPage('login'),
  links: [accountPageLink('Back to sign in', 'login')],
  fields: [fields.email({ hint: 'We will send a link to reset your password.' })],
});
