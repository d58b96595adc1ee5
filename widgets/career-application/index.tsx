import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { CareerApplication } from './career-application';

/** The career application (multipart, with up to three files of 3MB); without a career, a general application. */
export default defineWidget(
  'career-application',
  {
    /** The position applied for; without it, the career of the page's own address (/careers/2), else none. */
    careerId: attr.id('2').optional,
    /** off: no heading above the form, where the page's own heading already names it (the heading's words stay the form's accessible name). */
    heading: attr.enum(['off', 'on'] as const).optional,
  },
  CareerApplication,
);
