import { defineWidget } from '../../core/mount';
import { ReferralProgram } from './referral-program';

/**
 * The homeowner referral program: a short pre-form (who refers whom), then the full referral with
 * the sales specialist your friend met, or a dialog offering to refer someone else.
 */
export default defineWidget('referral-program', {}, ReferralProgram);
