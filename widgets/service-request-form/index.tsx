import { defineWidget } from '../../core/mount';
import { attr } from '../../core/platform';
import { ServiceRequestForm } from './service-request-form';

/**
 * The warranty service request: the homeowner, the home and its closing date, and each issue
 * with where it is, what is wrong and up to five pictures (a phone photo over 3MB is made smaller
 * in the browser before it is sent).
 */
export default defineWidget(
  'service-request-form',
  {
    /** Where the issues are saved: the service request's API (the default) or the new-home warranty page's. */
    issues: attr.enum(['service', 'warranty'] as const).optional,
    /** off: no heading above the form, where the page's own heading already names it (the heading's words stay the form's accessible name). */
    heading: attr.enum(['off', 'on'] as const).optional,
  },
  ServiceRequestForm,
);
