import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { BuyingApplication } from './buying-application';

/** The buying application: a buyer's pre-qualification with their social security number, kept out of every draft. */
export default defineWidget(
  'buying-application',
  {
    /** off: no heading above the form, where the page's own heading already names it (the heading's words stay the form's accessible name). */
    heading: attr.enum(['off', 'on'] as const).optional,
  },
  BuyingApplication,
);
