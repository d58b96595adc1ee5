import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { ForgotPassword } from './forgot-password';

/** My favorites: asks for a password reset link; success goes to the sign-in page. */
export default defineWidget(
  'forgot-password',
  {
    /** off: no heading above the form, where the page's own heading already names it (the heading's words stay the form's accessible name). */
    heading: attr.enum(['off', 'on'] as const).optional,
  },
  ForgotPassword,
);
