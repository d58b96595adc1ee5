import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { ContactUs } from './contact-us';

/** The contact page: the contact form beside the model centers from the CMS content. */
export default defineWidget(
  'contact-us',
  {
    /** off: no heading above the form, where the page's own heading already names it (the heading's words stay the form's accessible name). */
    heading: attr.enum(['off', 'on'] as const).optional,
  },
  ContactUs,
);
