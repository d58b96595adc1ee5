import { ACCOUNT_PATHS } from '../../api/account-paths';
import { defineForm } from '../engine/form-definition';
import { ACCOUNT_STATES } from '../engine/options/us-states';
import { fields } from './common-fields';
import { definePhrases } from '../../i18n/phrases';

/** The Spanish of what this declaration's form alone shows (docs/i18n.md). */
const phrases = definePhrases(() => import('../engine/phrases/my-profile.es'));

/**
 * hb-my-profile's form → /my-favorites/my-profile, filled from the profile read; the message shows
 * and the form stays (spec.md section 4). spec.md section 3: account forms list Guam, Palau,
 * Puerto Rico and the Virgin Islands among the states.
 */
export const myProfileForm = defineForm({
  phrases,
  type: 'my-profile',
  path: ACCOUNT_PATHS.myProfile,
  purpose: 'account',
  encoding: 'form',
  layout: 'compact',
  title: 'My profile',
  submitLabel: 'Save profile',
  successMessage: 'Your profile has been updated.',
  afterSuccess: { action: 'keep-form' },
  fields: [
    fields.firstName(),
    fields.lastName(),
    fields.phone({ required: false }),
    fields.address(),
    fields.city(),
    fields.state({ options: ACCOUNT_STATES }),
    fields.zip(),
  ],
});
