import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { ReferralProgram } from './referral-program';

/**
 * The homeowner referral program: a short pre-form (who refers whom), then the full referral with
 * the sales specialist your friend met, or a dialog offering to refer someone else.
 */
export default defineWidget(
  'referral-program',
  {
    /** off: no heading above the form, where the page's own heading already names it (the heading's words stay the form's accessible name). */
    heading: attr.enum(['off', 'on'] as const).optional,
  },
  ReferralProgram,
);
