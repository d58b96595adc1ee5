import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { LockInForm } from './lock-in-form';

/** The lock-in-today's-price form; it posts to /forms/get-updates with type lock-in. */
export default defineWidget(
  'lock-in-form',
  {
    /** off: no heading above the form, where the page's own heading already names it (the heading's words stay the form's accessible name). */
    heading: attr.enum(['off', 'on'] as const).optional,
  },
  LockInForm,
);
