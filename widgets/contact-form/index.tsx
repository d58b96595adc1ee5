import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { ContactForm } from './contact-form';

/** The contact form, on any page; it posts to /forms/contact-us. */
export default defineWidget(
  'contact-form',
  {
    /** off: no heading above the form, where the page's own heading already names it (the heading's words stay the form's accessible name). */
    heading: attr.enum(['off', 'on'] as const).optional,
  },
  ContactForm,
);
