import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { RealtorReferralForm } from './realtor-referral-form';

/**
 * The realtor referral page: a realtor registers a client (the realtor and customer objects of
 * spec.md section 3), with the referral program's terms and the registration-error dialog.
 */
export default defineWidget(
  'realtor-referral-form',
  {
    /** A 'Register a client' button that opens the referral program (its terms and the form) in a dialog: the for-realtors page's referral program modal. */
    modal: attr.boolean().optional,
    /** off: no heading above the form, where the page's own heading already names it (the heading's words stay the form's accessible name). */
    heading: attr.enum(['off', 'on'] as const).optional,
  },
  RealtorReferralForm,
);
