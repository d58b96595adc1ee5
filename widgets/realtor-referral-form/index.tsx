import { defineWidget } from '../../core/mount';
import { RealtorReferralForm } from './realtor-referral-form';

/**
 * The realtor referral page: a realtor registers a client (the realtor and customer objects of
 * spec.md section 3), with the referral program's terms and the registration-error dialog.
 */
export default defineWidget('realtor-referral-form', {}, RealtorReferralForm);
